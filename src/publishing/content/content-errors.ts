/** The draft and the published branch changed the same lines: the author resolves it in the editor. */
export class ContentConflict extends Error {
  readonly files: string[];
  constructor(files: string[]) {
    super(`The draft conflicts with the published pages in ${files.join(', ')}: open the draft and resolve it.`);
    this.name = 'ContentConflict';
    this.files = files;
  }
}

/** The published work tree has local edits to files a publish would replace: never overwrite someone's work. */
export class PublishedTreeChanged extends Error {
  readonly files: string[];
  constructor(files: string[]) {
    super(
      `The published work tree has uncommitted changes to ${files.join(', ')}; commit or discard them, then publish again.`,
    );
    this.name = 'PublishedTreeChanged';
    this.files = files;
  }
}

/** The push to CONTENT_REMOTE failed; nothing was published (the local branch did not move). */
export class RemotePushFailed extends Error {
  constructor(detail: string) {
    super(`Nothing was published: pushing to the content remote failed: ${detail}`);
    this.name = 'RemotePushFailed';
  }
}

/** A refused request that changes nothing (unknown draft, a draft without changes, rolling back to the head). */
export class ContentRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentRefusal';
  }
}

/**
 * The draft was saved again after the version a publisher reviewed (or scheduled): nothing was published.
 * `savedBy` names who made the draft's newest commit, for the publisher's words.
 */
export class DraftMovedSinceReview extends Error {
  readonly savedBy: string;
  constructor(branch: string, savedBy: string) {
    super(`The draft ${branch} was saved by ${savedBy} after the version that was reviewed.`);
    this.name = 'DraftMovedSinceReview';
    this.savedBy = savedBy;
  }
}
