/**
 * A new entry starts from its schema (newItem: required fields, TODO markers, x-template): once the
 * editor writes today's date into its date fields (slice E), it must be a valid entry whose only
 * problems are the warnings that say what is left to write (TODO markers, placeholder pictures).
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections } from '../../src/collections/collections';
import { getValidator } from '../../src/build/validation/create-validator';
import { validateProject } from '../../src/build/validation/validate-project';
import { newItem } from '../../src/schema/new-item';
import { validFixturesDir } from './fixture-project';
import { temporaryFixtures } from './temporary-fixtures';

const projectFor = temporaryFixtures();
const { layer } = getValidator();
const TODAY = '2026-03-14';

/** The new entry with every `format: date` field set to today, as the editor creates it. */
function newEntry(root: 'post' | 'job' | 'news'): Record<string, unknown> {
  const entry = newItem(layer, layer.root(root)) as Record<string, unknown>;
  const properties = layer.root(root).schema.properties as Record<string, { format?: string }>;
  for (const [name, property] of Object.entries(properties)) {
    if (property.format === 'date' && name in entry) entry[name] = TODAY;
  }
  return entry;
}

describe('a new collection entry', () => {
  it.each(collections.map((collection) => [collection.name, collection] as const))(
    '%s: validates with warnings only, one for each text still to write',
    async (_name, collection) => {
      const root = projectFor('distinct-entry-titles', validFixturesDir);
      mkdirSync(path.join(root, collection.folder), { recursive: true });
      // New images start as the placeholder picture, which every project has.
      cpSync(path.resolve('public/images/placeholders'), path.join(root, 'public/images/placeholders'), {
        recursive: true,
      });
      const file = `${collection.folder}new-entry.json`;
      const entry = { $schema: `../../schemas/${collection.schemaFile}`, ...newEntry(collection.root) };
      // The temporary project has no schemas/: point $schema at this repository's.
      const schemasDir = path.resolve('schemas');
      entry.$schema = path.relative(path.join(root, collection.folder), path.join(schemasDir, collection.schemaFile));
      writeFileSync(path.join(root, file), JSON.stringify(entry, null, 2));
      const { problems } = await validateProject({ root });
      const mine = problems.filter((problem) => problem.file === file);
      expect(mine.filter((problem) => problem.severity === 'error')).toEqual([]);
      const rules = new Set(mine.map((problem) => problem.rule));
      expect(rules).toContain('todo-marker');
      // A post's summary 'TODO: summary' is also too short for a search result.
      const reminders = ['todo-marker', 'placeholder-image', 'seo-description-length'];
      expect([...rules].filter((rule) => !reminders.includes(rule))).toEqual([]);
    },
  );
});
