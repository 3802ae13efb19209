import type { Role } from '../api/types';

export type ScreenId = 'drafts' | 'review' | 'history' | 'users' | 'audit';

export interface ScreenEntry {
  id: ScreenId;
  label: string;
  /** The lowest role that sees the screen in the menu (the server enforces it on every request). */
  role: Role;
}

/** The menu, in order. */
export const SCREENS: readonly ScreenEntry[] = [
  { id: 'drafts', label: 'Drafts', role: 'author' },
  { id: 'review', label: 'Review', role: 'publisher' },
  { id: 'history', label: 'History', role: 'author' },
  { id: 'users', label: 'Users', role: 'admin' },
  { id: 'audit', label: 'Audit', role: 'admin' },
];

export interface AdminRoute {
  screen: ScreenId;
  /** On the review screen: the draft being reviewed. */
  branch?: string;
}

/**
 * Screens live in the address's hash (`/admin/#review/drafts%2Fasha-about`): the server serves the
 * app at /admin/ only, and a shared link to a review still opens that review.
 */
export function parseRoute(hash: string): AdminRoute {
  const [name = '', ...rest] = hash.replace(/^#\/?/, '').split('/');
  const screen = SCREENS.find((entry) => entry.id === name)?.id ?? 'drafts';
  if (screen === 'review' && rest.length > 0) {
    const branch = safeDecode(rest.join('/'));
    if (branch) return { screen, branch };
  }
  return { screen };
}

export function routeHref({ screen, branch }: AdminRoute): string {
  return branch ? `#${screen}/${encodeURIComponent(branch)}` : `#${screen}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
