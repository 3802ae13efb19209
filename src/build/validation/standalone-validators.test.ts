import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAjv, standaloneAjvOptions } from './create-validator';
import { loadSchemas, PAGE_SCHEMA_ID, SITE_SCHEMA_ID } from './load-schemas';
import { standaloneValidators } from './standalone-validators';

const schemas = loadSchemas();
const ids = { page: PAGE_SCHEMA_ID, site: SITE_SCHEMA_ID };

/** A page with several mistakes: a wrong type, an unknown block, a missing field, an unknown property. */
const brokenPage = {
  schemaVersion: 'two',
  title: 42,
  blocks: [{ type: 'carousel' }, { type: 'section', heading: 'Hi', headingLevel: 7, colour: 'red' }],
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function counting() {
  const calls = { count: 0 };
  const compile = () => {
    calls.count += 1;
    return createAjv(schemas, standaloneAjvOptions);
  };
  return { calls, compile };
}

describe('the validators npm run validate keeps as AJV standalone code', () => {
  it('compiles once, then loads the kept code while the schemas are unchanged', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'standalone-validators-'));
    const { calls, compile } = counting();
    standaloneValidators(schemas, ids, dir, compile);
    standaloneValidators(schemas, ids, dir, compile);
    expect(calls.count).toBe(1);
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^validators-[0-9a-f]+\.cjs$/)]);
  });

  it('gives exactly the errors AJV gives when it compiles the schemas itself', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'standalone-validators-'));
    standaloneValidators(schemas, ids, dir, counting().compile);
    const { calls, compile } = counting();
    const kept = standaloneValidators(schemas, ids, dir, compile);
    expect(calls.count).toBe(0);
    const compiled = createAjv(schemas).getSchema(PAGE_SCHEMA_ID)!;
    expect(compiled(brokenPage)).toBe(false);
    expect(kept.page(brokenPage)).toBe(false);
    expect(kept.page.errors).toEqual(compiled.errors);
    expect(kept.page.errors!.length).toBeGreaterThan(3);
  });

  it('compiles again when a schema changed, and drops the code of the old schemas', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'standalone-validators-'));
    standaloneValidators(schemas, ids, dir, counting().compile);
    const before = readdirSync(dir);
    const changed = structuredClone(schemas);
    const site = changed.byId.get(SITE_SCHEMA_ID)!;
    changed.byId.set(SITE_SCHEMA_ID, { ...site, description: `${String(site.description)} Changed.` });
    const { calls, compile } = counting();
    standaloneValidators(changed, ids, dir, compile);
    expect(calls.count).toBe(1);
    expect(readdirSync(dir)).toHaveLength(1);
    expect(readdirSync(dir)).not.toEqual(before);
  });
});
