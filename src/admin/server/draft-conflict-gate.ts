import type { ContentRepository, DraftRemoteProblem } from './admin-parts.ts';
import { AdminApiError } from './admin-api-error.ts';
import { DraftNotShared } from '../../publishing/content/index.ts';

const conflictRefusal = (action: 'submitted' | 'published', problem: DraftRemoteProblem & { kind: 'conflict' }) =>
  new AdminApiError(409, `Not ${action}. ${problem.message}`, { files: problem.files });

/**
 * Refuses to submit or publish a draft while saves of it, made on different servers, changed the same lines and
 * wait for the author's choice (held-saves.ts): either would leave some of them behind. The repository's publish
 * refuses too, after a fetch of its own (a scheduled publish, a save held aside a moment ago); this says it
 * in the author's words. Submit takes the remote's saves first (a fetch at most 3 s old, which the drafts list
 * shares); publish does not wait for one more fetch here, as the repository's publish runs one anyway.
 */
export async function refuseWhileSavesConflict(
  repo: ContentRepository,
  branch: string,
  action: 'submitted' | 'published',
): Promise<void> {
  if (action === 'submitted') await repo.syncDraft(branch, 'read');
  const problem = repo.draftRemoteProblem(branch);
  if (problem?.kind !== 'conflict') return;
  throw conflictRefusal(action, problem);
}

/**
 * Publishes unless saves conflict, in the same words whether the gate finds the conflict first or the
 * repository's publish does (a save held aside after the gate looked, even during the publish's own push).
 */
export async function publishUnlessSavesConflict<T>(
  repo: ContentRepository,
  branch: string,
  publish: () => Promise<T>,
): Promise<T> {
  await refuseWhileSavesConflict(repo, branch, 'published');
  try {
    return await publish();
  } catch (error) {
    if (error instanceof DraftNotShared && error.problem.kind === 'conflict') {
      throw conflictRefusal('published', error.problem);
    }
    throw error;
  }
}
