import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getValidator } from '../../src/build/validation/create-validator';
import { PAGE_SCHEMA_ID, SITE_SCHEMA_ID } from '../../src/build/validation/load-schemas';
import { describeSchemaErrors, messageOf } from '../../src/build/validation/describe-schema-error';
import { collections } from '../../src/collections/collections';
import type { DocumentRoot } from '../../src/schema/schema-layer';

const validator = getValidator();
const { schemas, layer, page, site } = validator;
const blockSchemas = [...schemas.byId.entries()].filter(([id]) => id.includes('/blocks/'));

function errorsOf(validate: typeof page, root: DocumentRoot, data: unknown): string[] {
  if (validate(data)) return [];
  return describeSchemaErrors(validate.errors ?? [], { layer, root, data }).map((e) => `${e.pointer} ${messageOf(e)}`);
}

// Authors copy these examples from their editor and from docs/blocks.md, so each must be valid.
describe('schema examples', () => {
  it.each([
    ['page', page, PAGE_SCHEMA_ID],
    ['site', site, SITE_SCHEMA_ID],
  ] as const)('the %s schema has at least one example, and every example is valid', (name, validate, id) => {
    const examples = schemas.byId.get(id)!.examples as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(errorsOf(validate, name, example)).toEqual([]);
  });

  it.each(blockSchemas.map(([id, schema]) => [id.split('/').at(-1)!, schema] as const))(
    '%s: every example is a valid block',
    (_name, schema) => {
      const examples = schema.examples as unknown[];
      expect(examples.length).toBeGreaterThan(0);
      for (const block of examples) {
        const data = {
          $schema: '../schemas/page.schema.json',
          schemaVersion: 1,
          title: 'X',
          description: 'Example',
          blocks: [block],
        };
        expect(errorsOf(page, 'page', data)).toEqual([]);
      }
    },
  );

  // The editor's new entries and docs/blocks.md's Collections section start from these.
  it.each(collections.map((collection) => [collection.schemaFile, collection] as const))(
    '%s: has a complete example, and every example is a valid entry',
    (_file, { schemaId, root }) => {
      const schema = schemas.byId.get(schemaId)!;
      const examples = schema.examples as Record<string, unknown>[];
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        expect(errorsOf(validator[root], root, example)).toEqual([]);
        // Complete: every field of the entry is shown filled in, optional ones included, bar the schedule.
        const fields = Object.keys(schema.properties as object).filter((name) => name !== 'publishAt');
        const missing = fields.filter((name) => !(name in example));
        expect(missing).toEqual([]);
      }
    },
  );
});

/** Every site-relative `src` anywhere in a value (a map embed's src is an external address). */
function imageSources(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageSources);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'src' && typeof child === 'string' && child.startsWith('/') ? [child] : imageSources(child),
  );
}

// The /__blocks gallery and docs/blocks.md show the examples, so their pictures must exist.
describe('schema example images', () => {
  const collectionSchemas = [...schemas.byId.entries()].filter(([id]) => id.includes('/collections/'));
  it.each([...blockSchemas, ...collectionSchemas].map(([id, schema]) => [id.split('/').at(-1)!, schema] as const))(
    '%s: every example image is a file in public/',
    (_name, schema) => {
      const missing = imageSources(schema.examples).filter(
        (src) => !existsSync(fileURLToPath(new URL(`../../public${src}`, import.meta.url))),
      );
      expect(missing).toEqual([]);
    },
  );
});
