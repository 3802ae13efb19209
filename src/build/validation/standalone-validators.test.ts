import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAjv, standaloneAjvOptions } from './create-validator';
import { loadSchemas, PAGE_SCHEMA_ID, SITE_SCHEMA_ID } from './load-schemas';
import { prebuiltDocumentValidators, standaloneValidators } from './standalone-validators';

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

describe('the validators generated beforehand (npm run gen:validators)', () => {
  it('are loaded instead of compiling, and give exactly the errors AJV gives when it compiles', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'standalone-validators-'));
    const { calls, compile } = counting();
    const prebuilt = standaloneValidators(schemas, ids, dir, compile, prebuiltDocumentValidators);
    expect(calls.count).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
    // AJV hangs its schema environment on what it compiles; generated code has none.
    expect(prebuilt.page).not.toHaveProperty('schemaEnv');
    const compiled = createAjv(schemas).getSchema(PAGE_SCHEMA_ID)!;
    expect(compiled(brokenPage)).toBe(false);
    expect(prebuilt.page(brokenPage)).toBe(false);
    expect(prebuilt.page.errors).toEqual(compiled.errors);
  });

  it('are never used for other schemas: those are compiled, as without them', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'standalone-validators-'));
    const changed = structuredClone(schemas);
    const site = changed.byId.get(SITE_SCHEMA_ID)!;
    changed.byId.set(SITE_SCHEMA_ID, { ...site, required: [...((site.required as string[]) ?? []), 'slogan'] });
    const { calls, compile } = counting();
    const validators = standaloneValidators(
      changed,
      ids,
      dir,
      () => {
        compile();
        return createAjv(changed, standaloneAjvOptions);
      },
      prebuiltDocumentValidators,
    );
    expect(calls.count).toBe(1);
    expect(validators.site({})).toBe(false);
    expect(validators.site.errors?.some((error) => error.params.missingProperty === 'slogan')).toBe(true);
  });

  it('are not used when their version line names other schemas or another setup', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'standalone-validators-'));
    const copy = path.join(dir, 'documents.cjs');
    copyFileSync(prebuiltDocumentValidators, copy);
    writeFileSync(copy, readFileSync(copy, 'utf8').replace(/^\/\/ version .*$/m, '// version 0000000000000000'));
    const { calls, compile } = counting();
    standaloneValidators(schemas, ids, path.join(dir, 'cache'), compile, copy);
    expect(calls.count).toBe(1);
  });
});
