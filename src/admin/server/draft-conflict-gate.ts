import type { ContentRepository } from './admin-parts.ts';
import { AdminApiError } from './admin-api-error.ts';

/**
 * Refuses to submit or publish a draft while two of its saves, made on different servers, changed the same lines
 * and wait for the author's choice (held-saves.ts): either would leave one of them behind. The repository's
 * publish refuses too (a scheduled publish, or a save held aside a moment ago); this says it in the author's words.
 */
export async function refuseWhileSavesConflict(
  repo: ContentRepository,
  branch: string,
  action: 'submitted' | 'published',
): Promise<void> {
  await repo.syncDraft(branch, 'read');
  const problem = repo.draftRemoteProblem(branch);
  if (problem?.kind !== 'conflict') return;
  throw new AdminApiError(409, `Not ${action}. ${problem.message}`, { files: problem.files });
}
