import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pageWithDefaults } from './apply-schema-defaults.ts';
import { getValidator } from './create-validator.ts';
import { defaultSchemasDir } from './load-schemas.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shared-validators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the engine's schemas/, as each draft's work tree has one. */
function copyOfSchemas(name: string): string {
  const copy = path.join(dir, name);
  cpSync(defaultSchemasDir, copy, { recursive: true });
  return copy;
}

it('compiles the same schemas once, whichever folder holds them (each draft has its copy)', () => {
  const first = copyOfSchemas('draft-a');
  const second = copyOfSchemas('draft-b');
  expect(getValidator(second)).toBe(getValidator(first));
  expect(pageWithDefaults({ title: 'T', blocks: [] }, second)).toEqual(
    pageWithDefaults({ title: 'T', blocks: [] }, first),
  );
});

it('compiles schemas that differ on their own: a draft that changes a schema is validated by its own', () => {
  const changed = copyOfSchemas('draft-c');
  const file = path.join(changed, 'page.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: { title: { maxLength?: number } } };
  schema.properties.title.maxLength = 3;
  writeFileSync(file, JSON.stringify(schema));
  const validator = getValidator(changed);
  const unchanged = getValidator(copyOfSchemas('draft-d'));
  expect(validator).not.toBe(unchanged);
  const page = JSON.parse(readFileSync('tests/fixtures/base/pages/about.json', 'utf8')) as unknown;
  expect(unchanged.page(page)).toBe(true);
  expect(validator.page(page)).toBe(false);
});
