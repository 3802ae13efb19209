/**
 * One step of a breaking schema change: rewrites a page written for schema version `from` into
 * the shape version `from + 1` expects. Pure (JSON in, JSON out, plus what the project's files
 * say, read beforehand: `MigrationContext`), so it can be tested on its own with a fake context and
 * run over every page by `npm run migrate`.
 */
export interface Migration {
  /** The version this step upgrades from; it produces `from + 1`. */
  from: number;
  /** One sentence for the author: what changed and why. Printed by `npm run migrate`. */
  summary: string;
  /** Returns the migrated page; never mutates its argument. `schemaVersion` is set by the runner. */
  migrate: (page: Record<string, unknown>, context?: MigrationContext) => Record<string, unknown>;
}

/** An image file's own size: a photo's pixels, or what an SVG's root element states. */
export interface IntrinsicSize {
  kind: 'raster' | 'svg';
  width: number;
  height: number;
}

/**
 * What a migration may know of the project beyond the page, answered synchronously (the runner
 * reads the files first, see image-sizes.ts). Without a context nothing is known, so a migration
 * that depends on a file leaves that part of the page as it is.
 */
export interface MigrationContext {
  /** The size the file at `src` ('/images/a.jpg') states; undefined when it is missing, unreadable or an SVG without a size. */
  intrinsicSize(src: string): IntrinsicSize | undefined;
}
