/** Where the admin lives (fixed by the server: the app at /admin/, the editor beside it). */
export const ADMIN_BASE = '/admin/';
export const ADMIN_API_BASE = '/admin/api/';
export const EDITOR_URL = '/admin/editor/';
export const LOGIN_URL = '/admin/login';
export const LOGOUT_URL = '/admin/logout';

/** The header the server requires on every state-changing request (with a same-origin Origin). */
export const ADMIN_REQUEST_HEADER = 'X-Admin-Request';

/** The login page, coming back to `next` (the app's address, hash included) after logging in; `expired` has it say why. */
export function loginUrl(next: string, expired = false): string {
  return `${LOGIN_URL}?next=${encodeURIComponent(next)}${expired ? '&reason=expired' : ''}`;
}

/** A draft's branch as one path segment (`drafts/asha-about` → `drafts%2Fasha-about`). */
export function draftPath(branch: string, rest = ''): string {
  return `drafts/${encodeURIComponent(branch)}${rest}`;
}
