import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validatePageData } from '../validation/validate-page-data';
import { CURRENT_SCHEMA_VERSION, migrations } from './index';
import { formatPageJson } from '../pages/format-page-json';
import { readImageSizes } from './image-sizes';
import { migratePage } from './migrate-page';

/**
 * Real pages as they were written for each schema version (tests/fixtures/migrations/v<N>/, each
 * reviewed by hand) and as `npm run migrate` must leave them: a banner with a mobile image and an
 * explicit breakpoint (about), and one relying on the default breakpoint (a product page). Version
 * 2 -> 3 removes `route` (the file path is the route); 3 -> 4 removes image sizes the files give
 * (the fixtures name this repository's images, so their sizes are read from public/). 4 -> 5 makes
 * the paragraph fields rich text (no character of these pages needed escaping). The next
 * migration adds v6/.
 */
const fixtures = fileURLToPath(new URL('../../../tests/fixtures/migrations/', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const versions = Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, index) => index + 1);
const older = versions.slice(0, -1);
const names = readdirSync(path.join(fixtures, 'v1')).sort();
const read = (version: number, name: string) => readFileSync(path.join(fixtures, `v${version}`, name), 'utf8');
const errors = (page: unknown, name: string) =>
  validatePageData(page, `pages/${name}`).filter((problem) => problem.severity === 'error');

/** The text `npm run migrate` writes for `name` at `version`, migrated with `steps` (laid out as before). */
async function migratedText(version: number, name: string, steps = migrations): Promise<string | false> {
  const text = read(version, name);
  const page = JSON.parse(text) as unknown;
  const result = migratePage(page, steps, await readImageSizes(projectRoot, page));
  return result.outcome === 'migrated' && formatPageJson(result.page, text, path.join(fixtures, `v${version}`, name));
}

describe('migrating real pages', () => {
  it('has real pages at every version', () => {
    expect(names).toEqual(['about.json', 'material-mangement-details.json']);
    for (const version of versions) expect(readdirSync(path.join(fixtures, `v${version}`)).sort()).toEqual(names);
  });

  describe.each(older)('version %i', (version) => {
    it.each(names)('%s: is refused by validation, asking for `npm run migrate`', (name) => {
      expect(errors(JSON.parse(read(version, name)), name).map((problem) => problem.rule)).toContain(
        'schema-version-outdated',
      );
    });

    it.each(names)('%s: its next step writes the next version byte for byte', async (name) => {
      expect(await migratedText(version, name, migrations.slice(0, version))).toBe(read(version + 1, name));
    });

    it.each(names)('%s: migrating to the current version writes the current file byte for byte', async (name) => {
      expect(await migratedText(version, name)).toBe(read(CURRENT_SCHEMA_VERSION, name));
    });
  });

  it.each(names)('%s: the current file validates, and migrating it again changes nothing', (name) => {
    const current = JSON.parse(read(CURRENT_SCHEMA_VERSION, name)) as unknown;
    expect(errors(current, name)).toEqual([]);
    expect(migratePage(current)).toEqual({ outcome: 'current', page: current });
  });

  it.each(names)('%s: from version 2 on, the page has no route (the file path is the route)', (name) => {
    expect(read(2, name)).toContain('"route"');
    expect(JSON.parse(read(CURRENT_SCHEMA_VERSION, name))).not.toHaveProperty('route');
  });

  it.each(names)('%s: from version 4 on, no image states the size its file gives', (name) => {
    const sized = (version: number) => (read(version, name).match(/"width"/g) ?? []).length;
    expect(sized(3)).toBeGreaterThan(0);
    expect(sized(CURRENT_SCHEMA_VERSION)).toBe(0);
  });
});
