export {
  ContentConflict,
  ContentRefusal,
  DraftMovedSinceReview,
  PublishedTreeChanged,
  RemotePushFailed,
} from './content-errors.ts';
export type {
  ContentRepository,
  ContentRepositoryOptions,
  FileChange,
  GitAuthor,
  PublishedVersion,
  PublishOptions,
  PublishResult,
} from './content-repository.ts';
export { openContentRepository } from './open-content-repository.ts';
export { DraftNotShared } from './draft-remote-problem.ts';
export type { DraftRemoteProblem, SaveSide } from './draft-remote-problem.ts';
export type { KeptSave } from './keep-save.ts';
export type { ConflictChoice, ConflictingPage, PublishedConflict } from './published-conflict.ts';
