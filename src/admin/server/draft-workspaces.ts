import type { FastifyRequest } from 'fastify';
import { collectionNamed } from '../../collections/collections.ts';
import { slugOfTitle } from '../../editor/shared/entry-slug.ts';
import { EditorRefusal } from '../../editor/server/editor-refusal.ts';
import { DraftNotShared } from '../../publishing/content/index.ts';
import { roleAllows } from '../store/admin-store.ts';
import { draftTitleOf, isFileTitle } from './draft-title.ts';
import type { AdminStore, AdminUser, ContentRepository, DraftRecord, EditorChange } from './admin-parts.ts';

/** Drafts an author can still write to; a published or discarded draft is history. */
const OPEN_STATUSES = ['editing', 'submitted', 'sent-back'] as const;

export interface DraftWorkspaces {
  /** The draft the editor writes to for this user, or null (the next save starts one). */
  currentDraft(user: AdminUser): Promise<DraftRecord | null>;
  /** Points the editor at one of the user's open drafts, or at none (null). */
  chooseDraft(user: AdminUser, branch: string | null): Promise<DraftRecord | null>;
  /** The editor API's `workspace`: the current draft's worktree, else the published tree until the first write. */
  workspace(request: FastifyRequest, intent: 'read' | 'write'): Promise<string>;
  /** The editor API's `beforeChange`: authors and above only. */
  beforeChange(request: FastifyRequest): Promise<void>;
  /**
   * The editor API's `folderWasBehind`: a write refused for what the draft's files hold, on this instance's copy
   * of a draft another instance may have saved since, takes the remote's saves; true when the copy changed.
   */
  folderWasBehind(request: FastifyRequest): Promise<boolean>;
  /** The editor API's `afterChange`: a commit on the draft, as the user, then the audit. */
  afterChange(request: FastifyRequest, root: string, change: EditorChange): Promise<void>;
  /**
   * After an editor request was refused (a conflict, data the checks refuse): the draft its write started is
   * removed again when nothing was saved to it, so a refused first save leaves no empty draft behind.
   */
  afterRefusedWrite(request: FastifyRequest): Promise<void>;
  /** Whether this user may write to the draft (its author, or a publisher). */
  mayEdit(user: AdminUser, draft: DraftRecord): boolean;
}

/**
 * Which draft each user's editor works on. The choice is kept per user in the admin store, so every
 * instance (and a restart) saves into the draft the user chose; without one it is the user's newest
 * open draft. The first write of a user with no draft creates one from the published head, named
 * after the user and the file written.
 */
export function createDraftWorkspaces(store: AdminStore, repo: ContentRepository): DraftWorkspaces {
  const chosen = {
    get: (user: AdminUser) => store.currentDraftChoice(user.id),
    set: (user: AdminUser, branch: string | null) => store.setCurrentDraftChoice(user.id, branch),
  };
  const branchOfRoot = new Map<string, string>();
  const creating = new Map<string, Promise<DraftRecord>>();
  // The editor requests whose write started a draft: a refused one takes its empty draft away again.
  const startedBy = new WeakMap<FastifyRequest, string>();

  const mayEdit = (user: AdminUser, draft: DraftRecord) =>
    draft.authorEmail === user.email || roleAllows(user.role, 'publisher');
  const isOpen = (draft: DraftRecord | undefined): draft is DraftRecord =>
    draft !== undefined && (OPEN_STATUSES as readonly string[]).includes(draft.status);

  const currentDraft = async (user: AdminUser) => {
    const choice = await chosen.get(user);
    if (choice) {
      const draft = choice.branch ? await store.draft(choice.branch) : undefined;
      return isOpen(draft) ? draft : null;
    }
    const own = (await store.listDrafts(OPEN_STATUSES)).filter((draft) => draft.authorEmail === user.email);
    return own.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
  };

  const rootOf = async (branch: string) => {
    const root = await repo.draftRoot(branch);
    branchOfRoot.set(root, branch);
    return root;
  };

  const startDraft = (user: AdminUser, firstFile: string) => {
    // Two saves at once from one user make one draft, not two.
    const pending = creating.get(user.email);
    if (pending) return pending;
    const work = (async () => {
      const branch = await repo.createDraft({ name: user.name, email: user.email }, firstFile);
      const draft = await store.upsertDraft({ branch, authorEmail: user.email, title: firstFile, status: 'editing' });
      await chosen.set(user, branch);
      return draft;
    })().finally(() => creating.delete(user.email));
    creating.set(user.email, work);
    return work;
  };

  return {
    currentDraft,
    mayEdit,
    async chooseDraft(user, branch) {
      if (branch === null) {
        await chosen.set(user, null);
        return null;
      }
      const draft = await store.draft(branch);
      if (!isOpen(draft) || !mayEdit(user, draft)) return null;
      await chosen.set(user, branch);
      return draft;
    },
    async workspace(request, intent) {
      const user = signedIn(request);
      const draft = (await creating.get(user.email)) ?? (await currentDraft(user));
      if (draft) {
        // Another instance may have saved this draft: read on top of its saves; a write goes on what this instance
        // knows of them, and its push merges in any it did not (folderWasBehind when a file says it missed some).
        await repo.syncDraft(draft.branch, intent).catch(refuseUnshared);
        return rootOf(draft.branch);
      }
      if (intent === 'read') return repo.publishedRoot;
      const started = await startDraft(user, firstFileOf(request));
      startedBy.set(request, started.branch);
      return rootOf(started.branch);
    },
    async folderWasBehind(request) {
      // A draft this very write started has nothing newer anywhere.
      if (startedBy.has(request)) return false;
      const draft = await currentDraft(signedIn(request));
      return draft ? repo.takeNewerSaves(draft.branch).catch(refuseUnshared) : false;
    },
    async afterRefusedWrite(request) {
      const branch = startedBy.get(request);
      if (branch === undefined) return;
      startedBy.delete(request);
      const draft = await store.draft(branch);
      // Another request of the same author may have saved into it meanwhile: then it is theirs to keep.
      if (draft?.status !== 'editing' || (await repo.changedFiles(branch)).length > 0) return;
      await store.setDraftStatus(branch, 'discarded', null);
      await repo.deleteDraft(branch);
      const user = signedIn(request);
      if ((await chosen.get(user))?.branch === branch) await chosen.set(user, null);
    },
    async beforeChange(request) {
      const user = request.adminUser;
      if (!user || !roleAllows(user.role, 'author')) throw new EditorRefusal(403, 'Only authors can change pages.');
    },
    async afterChange(request, root, change) {
      const user = signedIn(request);
      const branch = branchOfRoot.get(root);
      if (!branch) throw new Error('Saved outside a draft: no draft owns this folder.');
      const commit = await repo.commitDraft(branch, change.files, change.summary, {
        name: user.name,
        email: user.email,
      });
      if (!commit) return;
      const draft = await store.draft(branch);
      const first = change.files[0];
      // Authors know a draft by the page's title and address, not by its file (pages/about.json).
      const title =
        draft && !isFileTitle(draft.title) ? draft.title : first ? await draftTitleOf(root, first) : change.summary;
      await store.upsertDraft({
        branch,
        authorEmail: draft?.authorEmail ?? user.email,
        title,
        // A change after "Submit for review" takes the draft back to editing until it is submitted again.
        status: 'editing',
      });
      await store.audit({
        actor: user.email,
        action: 'save',
        subject: branch,
        detail: `${change.summary} (${commit.slice(0, 12)})`,
      });
    },
  };
}

/**
 * A write the repository refuses because this draft's saves here are not on the content remote: the editor
 * shows the words (its 409 is the file's own conflict, so a conflict between instances is 423, Locked).
 */
function refuseUnshared(error: unknown): never {
  if (!(error instanceof DraftNotShared)) throw error;
  const { problem } = error;
  if (problem.kind === 'conflict') {
    throw new EditorRefusal(423, `Not saved. ${problem.message}`, {
      error: `Not saved. ${problem.message}`,
      files: problem.files,
    });
  }
  throw new EditorRefusal(503, `Not saved. ${problem.message} Try again in a moment.`);
}

function signedIn(request: FastifyRequest): AdminUser {
  // The login's hook answers every request without a session before it reaches the editor's routes.
  if (!request.adminUser) throw new EditorRefusal(401, 'Log in first.');
  return request.adminUser;
}

/**
 * The page a write is about, to name a new draft after it: the body's file or route, or the entry a
 * new post or job will be (its collection and title), else the query's.
 */
export function firstFileOf(request: FastifyRequest): string {
  for (const source of [request.body, request.query]) {
    if (typeof source !== 'object' || source === null) continue;
    const fields = source as Record<string, unknown>;
    if (typeof fields.file === 'string' && fields.file) return fields.file;
    if (typeof fields.route === 'string' && fields.route)
      return `pages${fields.route === '/' ? '/index' : fields.route}.json`;
    const collection = typeof fields.collection === 'string' ? collectionNamed(fields.collection) : undefined;
    const slug = typeof fields.title === 'string' ? slugOfTitle(fields.title) : '';
    if (collection && slug) return `${collection.folder}${slug}.json`;
  }
  return 'changes';
}
