import { performance } from 'node:perf_hooks';
import { ContentRefusal, DraftMovedSinceReview } from '../../publishing/content/index.ts';
import { DraftMovedRefusal } from './draft-moved-refusal.ts';
import { changedInWorkTree } from '../../publishing/content/git-command.ts';
import { ReleaseBuildFailed } from './release-build-failed.ts';
import type { AdminStore, ContentRepository, GitAuthor } from './admin-parts.ts';
import type { PreparedMove, ServedSite } from './served-site.ts';

/** What a publish or a rollback answers: the new published commit, the files it changed, how long it took. */
export interface PublishOutcome {
  commit: string;
  files: string[];
  ms: number;
}

/** Who publishes: the logged-in publisher, or for a scheduled publish the publisher who scheduled it. */
export type Publisher = GitAuthor;

export interface Publishing {
  /**
   * Publishes the draft at `reviewedHead` (the commit the publisher reviewed or scheduled): a draft saved since is
   * refused (DraftMovedRefusal) and nothing changes. Without it (a schedule made before versions were pinned), the
   * draft as it is.
   */
  publish(
    branch: string,
    publisher: Publisher,
    how?: 'now' | 'scheduled',
    reviewedHead?: string,
  ): Promise<PublishOutcome>;
  rollback(commit: string, publisher: Publisher): Promise<PublishOutcome>;
  /** Takes what another instance published (the remote is ahead) and serves it. */
  catchUp(): Promise<void>;
  /**
   * Serves the published content again as of now, rebuilding `files` (entries whose publishAt or
   * validThrough has come): the content did not change, the moment did. Under the publish lock.
   */
  refreshContent(files: string[]): Promise<void>;
}

export interface PublishingOptions {
  store: AdminStore;
  repo: ContentRepository;
  site: ServedSite;
  /**
   * The gate: throws ValidationRefused (validation-gate.ts) when the merged tree would fail CI, or
   * PlaceholdersLeft when `finishedFiles` (the files a publish changes) still hold placeholders.
   */
  validate(root: string, finishedFiles?: readonly string[]): Promise<void>;
}

/**
 * Publish and rollback, one at a time across every instance (the store's publish lock): catch up with
 * the remote first (another instance may have published), merge and validate in git, build the changed
 * pages and swap them in, then tell the other instances and write the audit. A failure before the git
 * step leaves everything as it was; a crash after it is repaired at the next start (served-site.ts).
 */
export function createPublishing(options: PublishingOptions): Publishing {
  const { store, repo, site, validate } = options;

  const catchUp = async () => {
    const before = await repo.head();
    const synced = await repo.syncFromRemote();
    if (synced) await site.update({ from: before, to: synced.commit, files: synced.files });
  };

  /**
   * Runs a publish or rollback (`work`) under the lock. Its gate, after validating the version it is about to
   * publish (`root`, the merged result), builds the release from it, not yet served: a build that fails
   * refuses the publish before the published branch moves or is pushed, so nothing changes anywhere. Once the
   * branch is at the new commit, the prepared release is served.
   */
  const underLock = (
    work: (
      buildBeforePublishing: (root: string, files: (before: string) => Promise<string[] | undefined>) => Promise<void>,
    ) => Promise<{ commit: string; files: string[] }>,
  ) =>
    store.withPublishLock(async () => {
      const started = performance.now();
      await catchUp();
      const before = await repo.head();
      let prepared: PreparedMove | undefined;
      const buildBeforePublishing = async (
        root: string,
        filesSince: (before: string) => Promise<string[] | undefined>,
      ) => {
        await prepared?.discard();
        prepared = undefined;
        const files = await filesSince(before);
        prepared = await site.prepare({ from: before, root, files }).catch((error: unknown) => {
          throw new ReleaseBuildFailed(error, root);
        });
      };
      let result: { commit: string; files: string[] };
      try {
        result = await work(buildBeforePublishing);
      } catch (error) {
        await prepared?.discard();
        throw error;
      }
      if (prepared) await prepared.serve(result.commit);
      else await site.update({ from: before, to: result.commit, files: result.files });
      await store.announcePublished(result.commit);
      return { commit: result.commit, files: result.files, ms: Math.round(performance.now() - started) };
    });

  return {
    catchUp,
    refreshContent: (files) =>
      store.withPublishLock(async () => {
        await catchUp();
        const head = await repo.head();
        await site.update({ from: head, to: head, files });
      }),
    async publish(branch, publisher, how = 'now', reviewedHead) {
      const changes = await repo.changes(branch);
      const finished = changes.filter((change) => change.status !== 'deleted').map((change) => change.file);
      // The merge changes exactly the draft's files (a conflict refuses it), whatever the published head.
      const draftFiles = async () => changes.map((change) => change.file);
      const outcome = await underLock((build) =>
        repo.publish(branch, {
          publisher,
          reviewedDraftHead: reviewedHead,
          validate: async (root) => {
            await validate(root, finished);
            await build(root, draftFiles);
          },
        }),
      ).catch(async (error: unknown) => {
        if (error instanceof DraftMovedSinceReview) throw new DraftMovedRefusal(error, how);
        // A crash after the git step and before the status: the branch is published, the record says not yet.
        if (error instanceof ContentRefusal && (await repo.changes(branch)).length === 0) {
          await store.setDraftStatus(branch, 'published', null);
        }
        throw error;
      });
      await store.setDraftStatus(branch, 'published', null);
      await store.audit({
        actor: publisher.email,
        action: 'publish',
        subject: branch,
        detail: `${how === 'scheduled' ? 'Scheduled publish' : 'Published'} as ${outcome.commit.slice(0, 12)}: ${outcome.files.join(', ')}`,
      });
      return outcome;
    },
    async rollback(commit, publisher) {
      const outcome = await underLock((build) =>
        repo.rollback(commit, {
          publisher,
          validate: async (root) => {
            await validate(root);
            // The rollback's folder is the published head with the version's content written over it (not yet
            // committed): what its work tree changes is what to rebuild.
            await build(root, (before) => changedInWorkTree(root, before).catch(() => undefined));
          },
        }),
      );
      await store.audit({
        actor: publisher.email,
        action: 'rollback',
        subject: commit,
        detail: `Rolled back to ${commit.slice(0, 12)} as ${outcome.commit.slice(0, 12)}: ${outcome.files.join(', ')}`,
      });
      return outcome;
    },
  };
}

/** The files a draft adds or changes (what it deletes holds nothing to finish). */
export async function changedFiles(repo: Pick<ContentRepository, 'changes'>, branch: string): Promise<string[]> {
  return (await repo.changes(branch)).filter((change) => change.status !== 'deleted').map((change) => change.file);
}
