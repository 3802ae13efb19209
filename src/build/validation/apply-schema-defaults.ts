import type { ValidateFunction } from 'ajv';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedBlock, ReceivedPage, ReceivedSite } from '../../generated/received-types.ts';
import { createAjv } from './create-validator.ts';
import { withReferencedDefaults } from './inherit-referenced-defaults.ts';
import { defaultSchemasDir, loadSchemas, PAGE_SCHEMA_ID, schemaFilesKey, SITE_SCHEMA_ID } from './load-schemas.ts';

/** AJV validators compiled with useDefaults: run on a copy, they fill in every default the data leaves out. */
interface DefaultFiller {
  page: ValidateFunction;
  site: ValidateFunction;
  block: ValidateFunction;
}

const fillers = new Map<string, DefaultFiller>();
/** By the schemas' content: each draft's copy of the same schemas/ shares one (see schemaFilesKey). */
const fillersBySchemas = new Map<string, DefaultFiller>();

/**
 * AJV's useDefaults, compiled once per schemas folder with the validator's own setup. A separate
 * instance from the validator's: validation must see what the author wrote (a lint rule that asks
 * whether a field was set would otherwise always find it).
 */
function fillerFor(schemasDir: string): DefaultFiller {
  let filler = fillers.get(schemasDir) ?? fillersBySchemas.get(schemaFilesKey(schemasDir));
  if (filler) fillers.set(schemasDir, filler);
  else {
    const ajv = createAjv(withReferencedDefaults(loadSchemas(schemasDir)), { useDefaults: true });
    const compiled = (id: string): ValidateFunction => {
      const validate = ajv.getSchema(id);
      if (!validate) throw new Error(`Schema ${id} not found in ${schemasDir}`);
      return validate;
    };
    filler = {
      page: compiled(PAGE_SCHEMA_ID),
      site: compiled(SITE_SCHEMA_ID),
      block: compiled(`${PAGE_SCHEMA_ID}#/definitions/block`),
    };
    fillers.set(schemasDir, filler);
    fillersBySchemas.set(schemaFilesKey(schemasDir), filler);
  }
  return filler;
}

/** Drops compiled fillers so the next use reads the schemas again; the dev server calls it when a schema changes. */
export function forgetDefaultFillers(): void {
  fillers.clear();
  fillersBySchemas.clear();
}

/** A project's own schemas/ when it has one (as validation uses), else the engine's. */
export function projectSchemasDir(root: string): string {
  const own = path.join(root, 'schemas');
  return existsSync(own) ? own : defaultSchemasDir;
}

function filled(validate: ValidateFunction, data: unknown): unknown {
  const copy = structuredClone(data);
  // The result does not matter here: the validation step reports invalid data with its positions.
  validate(copy);
  return copy;
}

/** A page as its blocks receive it: every field the author left out that has a schema default, filled in. */
export function pageWithDefaults(page: unknown, schemasDir: string = defaultSchemasDir): ReceivedPage {
  return filled(fillerFor(schemasDir).page, page) as ReceivedPage;
}

/** site.json as the app receives it, with its schema defaults filled in. */
export function siteWithDefaults(site: unknown, schemasDir: string = defaultSchemasDir): ReceivedSite {
  return filled(fillerFor(schemasDir).site, site) as ReceivedSite;
}

/** One block (a schema example, a test's block) as its component receives it. */
export function blockWithDefaults(block: unknown, schemasDir: string = defaultSchemasDir): ReceivedBlock {
  return filled(fillerFor(schemasDir).block, block) as ReceivedBlock;
}
