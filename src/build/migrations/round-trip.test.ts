import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validatePageData } from '../validation/validate-page-data';
import { CURRENT_SCHEMA_VERSION } from './index';
import { formatPageJson } from '../pages/format-page-json';
import { migratePage } from './migrate-page';

/**
 * Real pages as they were written for version 1 (tests/fixtures/migrations/v1/) and as
 * `npm run migrate` must leave them at the current version (v2/, reviewed by hand; the next
 * migration adds v3/): a banner with a mobile image and an explicit breakpoint (about), and one
 * relying on the default breakpoint (a product page).
 */
const fixtures = fileURLToPath(new URL('../../../tests/fixtures/migrations/', import.meta.url));
const current = `v${CURRENT_SCHEMA_VERSION}`;
const names = readdirSync(path.join(fixtures, 'v1')).sort();
const read = (version: string, name: string) => readFileSync(path.join(fixtures, version, name), 'utf8');

describe('migrating real version 1 pages', () => {
  it('has real pages to migrate', () => {
    expect(names).toEqual(['about.json', 'material-mangement-details.json']);
  });

  it.each(names)('%s: version 1 does not validate, its migration equals the current file and does', (name) => {
    const v1 = JSON.parse(read('v1', name)) as unknown;
    const expected = JSON.parse(read(current, name)) as unknown;
    const errors = (page: unknown) =>
      validatePageData(page, `pages/${name}`).filter((problem) => problem.severity === 'error');
    expect(errors(v1).map((problem) => problem.rule)).toContain('schema-version-outdated');
    const result = migratePage(v1);
    expect(result.outcome === 'migrated' && result.page).toEqual(expected);
    expect(errors(expected)).toEqual([]);
  });

  it.each(names)('%s: the file written differs from version 1 only where the migration changed it', async (name) => {
    const v1Text = read('v1', name);
    const result = migratePage(JSON.parse(v1Text));
    const file = path.join(fixtures, current, name);
    expect(result.outcome === 'migrated' && (await formatPageJson(result.page, v1Text, file))).toBe(
      read(current, name),
    );
  });
});
