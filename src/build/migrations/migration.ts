/**
 * One step of a breaking schema change: rewrites a page written for schema version `from` into
 * the shape version `from + 1` expects. Pure (JSON in, JSON out), so it can be tested on its own
 * and run over every page by `npm run migrate`.
 */
export interface Migration {
  /** The version this step upgrades from; it produces `from + 1`. */
  from: number;
  /** One sentence for the author: what changed and why. Printed by `npm run migrate`. */
  summary: string;
  /** Returns the migrated page; never mutates its argument. `schemaVersion` is set by the runner. */
  migrate: (page: Record<string, unknown>) => Record<string, unknown>;
}
