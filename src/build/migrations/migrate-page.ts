import { migrations as allMigrations } from './index.ts';
import type { Migration, MigrationContext } from './migration.ts';

type PageJson = Record<string, unknown>;

/** What `migratePage` made of one page. */
export type PageMigration =
  | { outcome: 'current'; page: PageJson }
  | { outcome: 'migrated'; page: PageJson; from: number; to: number; steps: readonly Migration[] }
  /** Nothing was changed; `reason` says why, in a sentence for the author. */
  | { outcome: 'refused'; reason: string };

/** `$schema` stays first and `schemaVersion` right after it, as in every page; the rest keeps its order. */
function withVersion(page: PageJson, version: number): PageJson {
  const { $schema, schemaVersion: _old, ...rest } = page;
  return $schema === undefined ? { schemaVersion: version, ...rest } : { $schema, schemaVersion: version, ...rest };
}

/**
 * Brings one parsed page up to the current schema version by applying, in order, every migration
 * from its `schemaVersion` on. Pure: the argument is never mutated. A page without a usable version
 * is refused rather than guessed at (a wrong guess would rewrite it wrongly), and so is a page
 * newer than these migrations (downgrading is not possible). `context` tells migrations what the
 * project's files say (image sizes: image-sizes.ts); without it, what depends on a file is kept.
 */
export function migratePage(
  page: unknown,
  migrations: readonly Migration[] = allMigrations,
  context?: MigrationContext,
): PageMigration {
  const current = migrations.length + 1;
  if (typeof page !== 'object' || page === null || Array.isArray(page)) {
    return { outcome: 'refused', reason: 'is not a JSON object, so it cannot be a page' };
  }
  const data = page as PageJson;
  const from = data.schemaVersion;
  if (!Number.isInteger(from) || (from as number) < 1) {
    const found = from === undefined ? 'has no schemaVersion' : `has schemaVersion ${JSON.stringify(from)}`;
    return {
      outcome: 'refused',
      reason: `${found}: add "schemaVersion" with the version it was written for (a whole number from 1 to ${current}) and run again`,
    };
  }
  const version = from as number;
  if (version > current) {
    return {
      outcome: 'refused',
      reason: `is at schema version ${version}, newer than this code (version ${current}): update the site's code instead`,
    };
  }
  if (version === current) return { outcome: 'current', page: data };
  const steps = migrations.slice(version - 1);
  const migrated = steps.reduce((result, step) => step.migrate(result, context), data);
  return { outcome: 'migrated', page: withVersion(migrated, current), from: version, to: current, steps };
}
