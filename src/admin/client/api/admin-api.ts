import { ADMIN_API_BASE, ADMIN_REQUEST_HEADER, draftPath, LOGOUT_URL, loginUrl } from './admin-addresses';
import { keepVersionBody, type SaveKey } from '../drafts/save-choice';
import { AdminApiError } from './admin-api-error';
import type {
  AuditResponse,
  ChangesResponse,
  ConflictChoice,
  CurrentDraftResponse,
  DraftResponse,
  DraftsResponse,
  HistoryResponse,
  NewUser,
  PublishRequest,
  PublishResult,
  Role,
  ScheduleRequest,
  SessionResponse,
  UsersResponse,
} from './types';

export interface AdminApiOptions {
  /** Leaves the app for another page (the login page, the editor). Default: location.assign. */
  navigate?(url: string): void;
}

export type AdminApi = ReturnType<typeof createAdminApi>;

/**
 * The admin API as the app calls it. Every non-GET request carries `X-Admin-Request: 1` (the
 * server refuses a state change without it); a 401 means the session ended, so the browser goes to
 * the login page, which brings the user back here afterwards.
 */
export function createAdminApi({ navigate = (url) => window.location.assign(url) }: AdminApiOptions = {}) {
  const hereForLogin = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (method !== 'GET') headers[ADMIN_REQUEST_HEADER] = '1';
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${ADMIN_API_BASE}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new AdminApiError(0, {});
    }
    const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 401) navigate(loginUrl(hereForLogin(), parsed.reason === 'expired'));
    if (!response.ok) throw new AdminApiError(response.status, parsed);
    return parsed as T;
  }

  // POSTs without a payload still send `{}`: a JSON body the server's schema can check.
  const none = {};

  return {
    session: () => call<SessionResponse>('GET', 'session').then((r) => r.user),

    drafts: () => call<DraftsResponse>('GET', 'drafts').then((r) => r.drafts),
    currentDraft: () => call<CurrentDraftResponse>('GET', 'current-draft').then((r) => r.draft),
    /** Which draft the editor edits; null: the next save starts a new draft from the published pages. */
    setCurrentDraft: (branch: string | null) => call<unknown>('PUT', 'current-draft', { branch }),
    submit: (branch: string) => call<DraftResponse>('POST', draftPath(branch, '/submit'), none).then((r) => r.draft),
    sendBack: (branch: string, comment: string) =>
      call<DraftResponse>('POST', draftPath(branch, '/send-back'), { comment }).then((r) => r.draft),
    changes: (branch: string) => call<ChangesResponse>('GET', draftPath(branch, '/changes')),
    /** Publishes the draft at `head`, the commit its loaded changes showed (ChangesResponse.head). */
    publish: (branch: string, head: string) =>
      call<PublishResult>('POST', draftPath(branch, '/publish'), { head } satisfies PublishRequest),
    schedule: (branch: string, at: string, head: string) =>
      call<DraftResponse>('PUT', draftPath(branch, '/schedule'), { at, head } satisfies ScheduleRequest).then(
        (r) => r.draft,
      ),
    unschedule: (branch: string) => call<DraftResponse>('DELETE', draftPath(branch, '/schedule')).then((r) => r.draft),
    discard: (branch: string) => call<{ ok: true }>('DELETE', draftPath(branch)),
    /** Settles saves that changed the same lines: keeps the draft's last save's lines ('shared') or a held one's (its id). */
    keepDraftVersion: (branch: string, key: SaveKey) =>
      call<DraftResponse>('POST', draftPath(branch, '/keep-version'), keepVersionBody(key)).then((r) => r.draft),

    /** Brings a draft in conflict with the published pages up to date, keeping its lines or the published ones there. */
    resolveConflict: (branch: string, keep: ConflictChoice) =>
      call<DraftResponse>('POST', draftPath(branch, '/resolve-conflict'), { keep }).then((r) => r.draft),

    history: () => call<HistoryResponse>('GET', 'history').then((r) => r.versions),
    rollback: (commit: string) => call<PublishResult>('POST', `history/${encodeURIComponent(commit)}/rollback`, none),

    users: () => call<UsersResponse>('GET', 'users').then((r) => r.users),
    addUser: (user: NewUser) => call<unknown>('POST', 'users', user),
    setRole: (email: string, role: Role) => call<unknown>('PATCH', `users/${encodeURIComponent(email)}`, { role }),
    removeUser: (email: string) => call<unknown>('DELETE', `users/${encodeURIComponent(email)}`),
    audit: (limit: number) => call<AuditResponse>('GET', `audit?limit=${limit}`).then((r) => r.entries),

    /** Ends the session on the server, then shows the login page. */
    async logOut(): Promise<void> {
      const response = await fetch(LOGOUT_URL, {
        method: 'POST',
        headers: { [ADMIN_REQUEST_HEADER]: '1' },
        credentials: 'same-origin',
        redirect: 'manual',
      }).catch(() => {
        throw new AdminApiError(0, {});
      });
      // The answer is a 303 to the login page (opaque with redirect: 'manual'); a 401 means already out.
      if (response.status >= 400 && response.status !== 401) {
        const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        throw new AdminApiError(response.status, body);
      }
      navigate(loginUrl('/admin/'));
    },
  };
}
