import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A logged-in user of the admin over plain HTTP, sending what the admin app sends. */
export interface AdminHttpSession {
  cookie: string;
  /** A JSON request to the admin: `X-Admin-Request: 1` and the server's own Origin, as the admin app sends them. */
  api(method: string, address: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** Logs in through the login form (form-encoded, as a browser without JavaScript would). */
export async function logInOverHttp(url: string, email: string, password: string): Promise<AdminHttpSession> {
  const response = await fetch(`${url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const cookie = (response.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  if (response.status !== 303 || !cookie) throw new Error(`login of ${email} answered ${response.status}`);
  return {
    cookie,
    async api(method, address, body) {
      const answer = await fetch(`${url}${address}`, {
        method,
        headers: {
          cookie,
          origin: url,
          'x-admin-request': '1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return {
        status: answer.status,
        body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text },
      };
    },
  };
}

/** Changes one page of the user's draft through the editor's API, as the editor's Save does. */
export async function saveThroughEditor(
  session: AdminHttpSession,
  file: string,
  change: (data: Record<string, unknown>) => void,
): Promise<void> {
  const opened = await session.api('GET', `/admin/editor/api/file?file=${encodeURIComponent(file)}`);
  if (opened.status !== 200)
    throw new Error(`opening ${file} answered ${opened.status}: ${JSON.stringify(opened.body)}`);
  const data = opened.body.data as Record<string, unknown>;
  change(data);
  const saved = await session.api('PUT', '/admin/editor/api/file', { file, data, baseVersion: opened.body.version });
  if (saved.status !== 200) throw new Error(`saving ${file} answered ${saved.status}: ${JSON.stringify(saved.body)}`);
}

/** The user's current draft's branch (after a save). */
export async function currentBranch(session: AdminHttpSession): Promise<string> {
  const { body } = await session.api('GET', '/admin/api/current-draft');
  const draft = body.draft as { branch: string } | null;
  if (!draft) throw new Error('no current draft');
  return draft.branch;
}

export const draftPath = (branch: string, action = '') =>
  `/admin/api/drafts/${encodeURIComponent(branch)}${action ? `/${action}` : ''}`;

/** The draft's commit a review shows (its changes loaded now): Publish and Schedule send it back. */
export async function reviewedHead(session: AdminHttpSession, branch: string): Promise<string> {
  const { status, body } = await session.api('GET', draftPath(branch, 'changes'));
  if (status !== 200) throw new Error(`the changes of ${branch} answered ${status}: ${JSON.stringify(body)}`);
  return body.head as string;
}

/** Publish as the review screen sends it: the version reviewed with it. */
export async function publishReviewed(session: AdminHttpSession, branch: string) {
  return session.api('POST', draftPath(branch, 'publish'), { head: await reviewedHead(session, branch) });
}

/** The author submits their draft for review (a publisher publishes another author's draft only then). */
export async function submitDraft(session: AdminHttpSession, branch: string): Promise<void> {
  const { status, body } = await session.api('POST', draftPath(branch, 'submit'));
  if (status !== 200) throw new Error(`submitting ${branch} answered ${status}: ${JSON.stringify(body)}`);
}

/** Every file under `dir` (links followed) by its relative path, with its sha256: what a visitor can get. */
export function hashTree(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const isFile = entry.isFile() || (entry.isSymbolicLink() && safeIsFile(full));
    if (isFile) hashes.set(path.relative(dir, full), createHash('sha256').update(readFileSync(full)).digest('hex'));
  }
  return hashes;
}

function safeIsFile(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` every 100 ms until it holds; the time it took, or throws after `timeoutMs`. */
export async function within(timeoutMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The public page's HTML at `route`, as a visitor gets it. */
export async function publicPage(url: string, route: string): Promise<string> {
  const response = await fetch(`${url}${route}`, { redirect: 'manual' });
  return response.text();
}
