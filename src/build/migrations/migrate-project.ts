import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listPageFiles } from '../pages/page-files.ts';
import { loadJsonWithPositions } from '../validation/load-json-with-positions.ts';
import { catalogue } from '../validation/catalogue/index.ts';
import { problemOf, type Problem } from '../validation/problem.ts';
import { formatPageJson } from '../pages/format-page-json.ts';
import { CURRENT_SCHEMA_VERSION } from './index.ts';
import { readImageSizes } from './image-sizes.ts';
import { migratePage } from './migrate-page.ts';
import type { Migration } from './migration.ts';

/** A page that was (or, with `check`, would be) rewritten. */
export interface BehindPage {
  /** Relative to the project root, e.g. `pages/about.json`. */
  file: string;
  from: number;
  to: number;
  steps: readonly Migration[];
}

export interface ProjectMigration {
  behind: BehindPage[];
  /** Pages left untouched because they cannot be migrated: unparsable, duplicate keys, no or a newer version. */
  problems: Problem[];
  pageFiles: string[];
}

/**
 * Migrates every pages/**\/*.json of a project to the current schema version, one file at a time:
 * a page that cannot be migrated is reported and skipped, the others are still upgraded. Pages
 * already current are not written at all. With `check`, nothing is written.
 */
export async function migrateProject(options: { root: string; check?: boolean }): Promise<ProjectMigration> {
  const pageFiles = await listPageFiles(options.root);
  const behind: BehindPage[] = [];
  const problems: Problem[] = [];
  for (const file of pageFiles) {
    const absolute = path.join(options.root, file);
    const text = await readFile(absolute, 'utf8');
    // Rewriting a file with a duplicate key would silently drop one of the two values.
    const loaded = loadJsonWithPositions(file, text);
    if (!loaded.document || loaded.problems.length > 0) {
      problems.push(...loaded.problems);
      continue;
    }
    const data = loaded.document.data;
    // Only a page that is behind needs its files read.
    const current = (data as { schemaVersion?: unknown } | null)?.schemaVersion === CURRENT_SCHEMA_VERSION;
    const context = current ? undefined : await readImageSizes(options.root, data);
    const result = migratePage(data, undefined, context);
    if (result.outcome === 'refused') {
      const where = loaded.document.locate('/schemaVersion');
      problems.push(problemOf(catalogue.migrationFailed, { reason: result.reason }, { file, ...where }));
      continue;
    }
    if (result.outcome === 'current') continue;
    behind.push({ file, from: result.from, to: result.to, steps: result.steps });
    if (!options.check) await writeFile(absolute, await formatPageJson(result.page, text, absolute));
  }
  return { behind, problems, pageFiles };
}
