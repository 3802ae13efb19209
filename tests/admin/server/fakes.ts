/**
 * Small stand-ins for the parts the admin composes (store, content repository, releases), keeping
 * just enough state for the composition's tests: what was published, audited, built and announced.
 */
import { createHash } from 'node:crypto';
import type {
  AdminStore,
  AuditEntry,
  ContentRepository,
  DraftRecord,
  DraftStatus,
  FileChange,
  SiteReleases,
} from '../../../src/admin/server/admin-parts.ts';
import type { AuditAction } from '../../../src/admin/store/admin-store.ts';
import {
  ContentRefusal,
  DraftMovedSinceReview,
  DraftNotShared,
  type ConflictChoice,
  type DraftRemoteProblem,
  type PublishedConflict,
} from '../../../src/publishing/content/index.ts';

type AdminUserWithPassword = Awaited<ReturnType<AdminStore['userByEmail']>>;

export function fakeStore(): AdminStore & {
  audits: Omit<AuditEntry, 'id' | 'at'>[];
  announced: string[];
  users: NonNullable<AdminUserWithPassword>[];
  drafts: Map<string, DraftRecord>;
  emit(commit: string): void;
} {
  const drafts = new Map<string, DraftRecord>();
  const audits: Omit<AuditEntry, 'id' | 'at'>[] = [];
  const announced: string[] = [];
  const listeners = new Set<(commit: string) => void>();
  const users: NonNullable<AdminUserWithPassword>[] = [];
  /** Leases never expire here: the real stores' contract tests cover expiry. */
  const claims = new Map<string, string>();
  const choices = new Map<number, string | null>();
  let lock: Promise<unknown> = Promise.resolve();
  const at = () => new Date().toISOString();
  const store = {
    audits,
    announced,
    users,
    drafts,
    emit: (commit: string) => listeners.forEach((listener) => listener(commit)),
    async userByEmail(email: string) {
      return users.find((user) => user.email === email.toLowerCase());
    },
    async audit(entry: Omit<AuditEntry, 'id' | 'at'>) {
      audits.push({ actor: entry.actor, action: entry.action, subject: entry.subject, detail: entry.detail });
    },
    async listAudit() {
      return audits.map((entry, id) => ({ ...entry, id, at: at() })).reverse();
    },
    async latestAuditOf(subjects: readonly string[], actions: readonly AuditAction[]) {
      const newest = (await store.listAudit()).filter((entry) => actions.includes(entry.action));
      return subjects.flatMap((subject) => newest.find((entry) => entry.subject === subject) ?? []);
    },
    async upsertDraft(d: { branch: string; authorEmail: string; title: string; status?: DraftStatus }) {
      const old = drafts.get(d.branch);
      const record: DraftRecord = {
        comment: null,
        createdAt: at(),
        scheduledAt: null,
        ...old,
        branch: d.branch,
        authorEmail: d.authorEmail,
        title: d.title,
        status: d.status ?? old?.status ?? 'editing',
        updatedAt: at(),
      };
      drafts.set(d.branch, record);
      return record;
    },
    async draft(branch: string) {
      return drafts.get(branch);
    },
    async listDrafts(status?: readonly DraftStatus[]) {
      return [...drafts.values()].filter((draft) => !status || status.includes(draft.status));
    },
    async setDraftStatus(branch: string, status: DraftStatus, comment: string | null = null) {
      const draft = drafts.get(branch);
      if (!draft) return;
      const done = status === 'published' || status === 'discarded';
      if (done) claims.delete(branch);
      drafts.set(branch, { ...draft, status, comment, scheduledAt: done ? null : draft.scheduledAt });
    },
    async scheduleDraft(branch: string, when: string | null) {
      const draft = drafts.get(branch);
      claims.delete(branch);
      if (draft) drafts.set(branch, { ...draft, scheduledAt: when });
    },
    async claimDueDrafts(now: string) {
      const due = [...drafts.values()].filter(
        (draft) =>
          draft.scheduledAt !== null &&
          draft.scheduledAt <= now &&
          !['published', 'discarded'].includes(draft.status) &&
          !claims.has(draft.branch),
      );
      for (const draft of due) claims.set(draft.branch, `claim-${draft.branch}`);
      return due.map((draft) => ({ ...draft, claim: `claim-${draft.branch}`, claimedUntil: now }));
    },
    async renewClaim(branch: string, claim: string) {
      return claims.get(branch) === claim && drafts.get(branch)?.scheduledAt != null;
    },
    async finishClaim(branch: string, claim: string) {
      if (claims.get(branch) !== claim) return;
      claims.delete(branch);
      const draft = drafts.get(branch);
      if (draft) drafts.set(branch, { ...draft, scheduledAt: null });
    },
    async currentDraftChoice(userId: number) {
      return choices.has(userId) ? { branch: choices.get(userId) ?? null } : undefined;
    },
    async setCurrentDraftChoice(userId: number, branch: string | null) {
      choices.set(userId, branch);
    },
    withPublishLock<T>(work: () => Promise<T>): Promise<T> {
      const run = lock.then(work);
      lock = run.catch(() => undefined);
      return run;
    },
    async announcePublished(commit: string) {
      announced.push(commit);
      listeners.forEach((listener) => listener(commit));
    },
    onPublished(listener: (commit: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store as unknown as ReturnType<typeof fakeStore>;
}

/**
 * A repository whose published head is a counter; drafts are records of files. With `draftRootOf`
 * a draft gets a real folder (the editor's API writes there).
 */
export function fakeRepo(
  publishedRoot = '/content',
  draftRootOf: (branch: string) => string = (branch) => `/worktrees/${branch}`,
): ContentRepository & {
  published: { branch: string; publisher: string }[];
  remoteAhead: { commit: string; files: string[] } | null;
  draftFiles: Map<string, FileChange[]>;
  failNextPublish: Error | null;
  /** What draftRemoteProblem answers per draft; a write into a draft with one is refused as the real one does. */
  remoteProblems: Map<string, DraftRemoteProblem>;
  /** What publishedConflict answers per draft, until it is resolved (recorded in `resolved`). */
  publishedConflicts: Map<string, PublishedConflict>;
  resolved: { branch: string; keep: ConflictChoice; author: string }[];
  syncs: [string, 'read' | 'write'][];
  commits: { branch: string; files: string[]; message: string; author: string }[];
  /** Each draft's newest commit (40 hex, as git's): moved by every save, what a review pins. */
  draftHeads: Map<string, string>;
} {
  let head = 'c0000000';
  /** A draft's next commit: git-shaped, so the API's schema takes it. */
  const nextDraftHead = (branch: string) =>
    createHash('sha1')
      .update(`${branch}:${repo.commits.length}:${repo.draftHeads.get(branch) ?? ''}`)
      .digest('hex');
  let drafts = 0;
  const repo = {
    publishedRoot,
    published: [] as { branch: string; publisher: string }[],
    remoteAhead: null as { commit: string; files: string[] } | null,
    draftFiles: new Map<string, FileChange[]>(),
    failNextPublish: null as Error | null,
    remoteProblems: new Map<string, DraftRemoteProblem>(),
    publishedConflicts: new Map<string, PublishedConflict>(),
    resolved: [] as { branch: string; keep: ConflictChoice; author: string }[],
    syncs: [] as [string, 'read' | 'write'][],
    commits: [] as { branch: string; files: string[]; message: string; author: string }[],
    draftHeads: new Map<string, string>(),
    async head() {
      return head;
    },
    async createDraft(author: { email: string }, firstFile: string) {
      drafts += 1;
      const branch = `drafts/${author.email.split('@')[0]}-${firstFile.replace(/\W+/g, '-')}-${drafts}`;
      repo.draftFiles.set(branch, []);
      repo.draftHeads.set(branch, nextDraftHead(branch));
      return branch;
    },
    async draftRoot(branch: string) {
      return draftRootOf(branch);
    },
    async commitDraft(branch: string, files: string[], message: string, author: { name: string; email: string }) {
      repo.commits.push({ branch, files, message, author: `${author.name} <${author.email}>` });
      const changes = repo.draftFiles.get(branch) ?? [];
      for (const file of files) {
        if (!changes.some((change) => change.file === file)) {
          changes.push({ file, status: 'modified', before: '{}', after: '{}', diff: `--- a/${file}` });
        }
      }
      repo.draftFiles.set(branch, changes);
      repo.draftHeads.set(branch, nextDraftHead(branch));
      return repo.draftHeads.get(branch)!;
    },
    async draftHead(branch: string) {
      const draftHead = repo.draftHeads.get(branch);
      if (!draftHead) throw new ContentRefusal(`There is no draft named "${branch}".`);
      return draftHead;
    },
    async changes(branch: string) {
      return repo.draftFiles.get(branch) ?? [];
    },
    async changedFiles(branch: string) {
      return (repo.draftFiles.get(branch) ?? []).map((change) => change.file);
    },
    async syncDraft(branch: string, purpose: 'read' | 'write') {
      repo.syncs.push([branch, purpose]);
      const problem = repo.remoteProblems.get(branch);
      if (problem && purpose === 'write') throw new DraftNotShared(problem);
    },
    async takeNewerSaves() {
      return false;
    },
    draftRemoteProblem(branch: string) {
      return repo.remoteProblems.get(branch) ?? null;
    },
    async keepDraftVersion(branch: string) {
      if (!repo.remoteProblems.delete(branch)) throw new ContentRefusal(`The draft ${branch} has no conflict.`);
    },
    async publishedConflict(branch: string) {
      return repo.publishedConflicts.get(branch) ?? null;
    },
    async resolvePublishedConflict(branch: string, keep: ConflictChoice, author: { email: string }) {
      if (!repo.publishedConflicts.delete(branch)) throw new ContentRefusal(`The draft ${branch} has no conflict.`);
      repo.resolved.push({ branch, keep, author: author.email });
    },
    async publish(
      branch: string,
      o: { publisher: { email: string }; reviewedDraftHead?: string; validate(root: string): Promise<void> },
    ) {
      const draftHead = repo.draftHeads.get(branch);
      if (o.reviewedDraftHead !== undefined && o.reviewedDraftHead !== draftHead) {
        throw new DraftMovedSinceReview(branch, 'Asha Author');
      }
      if (repo.failNextPublish) {
        const error = repo.failNextPublish;
        repo.failNextPublish = null;
        throw error;
      }
      await o.validate(draftRootOf(branch));
      repo.published.push({ branch, publisher: o.publisher.email });
      head = `p${repo.published.length}`.padEnd(8, '0');
      return { commit: head, files: (repo.draftFiles.get(branch) ?? []).map((change) => change.file) };
    },
    async history() {
      return [];
    },
    async rollback(commit: string, o: { validate(root: string): Promise<void> }) {
      await o.validate(publishedRoot);
      head = `r${commit}`.slice(0, 8);
      return { commit: head, files: ['pages/index.json'] };
    },
    async deleteDraft(branch: string) {
      repo.draftFiles.delete(branch);
    },
    async syncFromRemote() {
      const ahead = repo.remoteAhead;
      repo.remoteAhead = null;
      if (ahead) head = ahead.commit;
      return ahead;
    },
  };
  return repo as unknown as ReturnType<typeof fakeRepo>;
}

export function fakeReleases(): SiteReleases & {
  builds: (string[] | undefined)[];
  /** The folders prepared releases were built from, in order. */
  roots: (string | undefined)[];
  /** Thrown by the next build, as a builder's failure would be. */
  failNextBuild: Error | null;
} {
  let current: string | null = null;
  const releases = {
    builds: [] as (string[] | undefined)[],
    roots: [] as (string | undefined)[],
    failNextBuild: null as Error | null,
    current: () => current,
    async rebuild(files?: string[]) {
      return (await releases.prepare(files)).serve();
    },
    async prepare(files?: string[], root?: string) {
      const failure = releases.failNextBuild;
      releases.failNextBuild = null;
      if (failure) throw failure;
      return {
        async serve() {
          releases.builds.push(files);
          releases.roots.push(root);
          current = `release-${releases.builds.length}`;
          return { release: current, pages: files?.length ?? 3, full: files === undefined, ms: 1 };
        },
        async discard() {},
      };
    },
    async renderPreview(root: string, route: string) {
      return route === '/missing' ? null : `<!doctype html><title>${route}</title><p>${root}</p>`;
    },
  };
  return releases as unknown as ReturnType<typeof fakeReleases>;
}
