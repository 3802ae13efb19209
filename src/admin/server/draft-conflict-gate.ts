import type { ContentRepository } from './admin-parts.ts';
import { AdminApiError } from './admin-api-error.ts';

/**
 * Refuses to submit or publish a draft while two of its saves, made on different servers, changed the same lines
 * and wait for the author's choice (held-saves.ts): either would leave one of them behind. The repository's
 * publish refuses too, after a fetch of its own (a scheduled publish, a save held aside a moment ago); this says it
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
  throw new AdminApiError(409, `Not ${action}. ${problem.message}`, { files: problem.files });
}
