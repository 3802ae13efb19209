import type { ConflictChoice, CurrentDraftResponse, DraftResponse } from '../../../admin/shared/admin-api';
import { CHANGE_HEADERS } from '../server-api/api-address';

/** The admin API beside the admin's editor (/admin/editor/ → /admin/api/). */
const ADMIN_API = '/admin/api/';

export type PublishedConflict = NonNullable<NonNullable<CurrentDraftResponse['draft']>['publishedConflict']>;

/** The draft this editor edits, with its conflict with the published pages (null without one). */
export async function currentDraftConflict(): Promise<{ branch: string; conflict: PublishedConflict } | null> {
  const response = await fetch(`${ADMIN_API}current-draft`, { headers: CHANGE_HEADERS });
  if (!response.ok) return null;
  const { draft } = (await response.json()) as CurrentDraftResponse;
  return draft?.publishedConflict ? { branch: draft.branch, conflict: draft.publishedConflict } : null;
}

/** Brings the draft up to date with the published pages, keeping its lines or theirs; throws the server's words. */
export async function resolveDraftConflict(branch: string, keep: ConflictChoice): Promise<void> {
  const response = await fetch(`${ADMIN_API}drafts/${encodeURIComponent(branch)}/resolve-conflict`, {
    method: 'POST',
    headers: { ...CHANGE_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ keep }),
  });
  if (response.ok) return void ((await response.json()) as DraftResponse);
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  throw new Error(body.error ?? `The server answered ${response.status}.`);
}
