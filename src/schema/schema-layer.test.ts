import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { Json, JsonSchema } from './json-types.ts';
import { mergeSchemas } from './merge-schemas.ts';
import { PAGE_SCHEMA_ID, SCHEMA_ID_BASE, SITE_SCHEMA_ID } from './schema-ids.ts';
import { createSchemaLayer, type ResolvedSchema } from './schema-layer.ts';
import { projectLayer } from './schema-files.testing.ts';

const defs = {
  $id: `${SCHEMA_ID_BASE}defs.schema.json`,
  definitions: {
    text: { title: 'Text', description: 'Any text.', type: 'string', minLength: 1, maxLength: 100, default: 'x' },
    href: { title: 'Link target', type: 'string', pattern: '^/', 'x-input': 'link' },
    link: {
      title: 'Link',
      type: 'object',
      required: ['href'],
      properties: { href: { $ref: '#/definitions/href' }, label: { $ref: '#/definitions/text' } },
    },
  },
};
const alpha = {
  $id: `${SCHEMA_ID_BASE}blocks/alpha.schema.json`,
  title: 'Alpha',
  type: 'object',
  required: ['type'],
  properties: {
    type: { const: 'alpha' },
    things: {
      title: 'Things',
      type: 'array',
      items: { title: 'Thing', type: 'object', properties: { name: { type: 'string' } } },
    },
  },
};
const beta = {
  $id: `${SCHEMA_ID_BASE}blocks/beta.schema.json`,
  title: 'Beta',
  type: 'object',
  properties: { type: { const: 'beta' }, link: { $ref: '../defs.schema.json#/definitions/link' } },
};
const page = {
  $id: PAGE_SCHEMA_ID,
  type: 'object',
  properties: {
    title: {
      allOf: [{ $ref: 'defs.schema.json#/definitions/text' }],
      title: 'Page title',
      maxLength: 60,
      minLength: 0,
    },
    cta: { $ref: 'defs.schema.json#/definitions/link', description: 'Where the page leads.', required: ['label'] },
    blocks: { title: 'Blocks', type: 'array', items: { $ref: '#/definitions/block' } },
  },
  definitions: {
    block: {
      type: 'object',
      properties: { type: { type: 'string' } },
      discriminator: { propertyName: 'type' },
      oneOf: [{ $ref: 'blocks/alpha.schema.json' }, { $ref: 'blocks/beta.schema.json' }],
    },
  },
};
const site = { $id: SITE_SCHEMA_ID, type: 'object', properties: {} };
const documents = [defs, alpha, beta, page, site] as JsonSchema[];
const layer = createSchemaLayer(documents);
const property = (parent: ResolvedSchema, name: string) => layer.child(parent, name)!;

describe('resolving $ref and allOf', () => {
  it('folds allOf into the field: its own title wins, constraints of both apply', () => {
    const { schema } = property(layer.page(), 'title');
    expect(schema).toMatchObject({
      title: 'Page title',
      description: 'Any text.',
      type: 'string',
      maxLength: 60,
      minLength: 1,
    });
    expect(schema).not.toHaveProperty('allOf');
    expect(schema).not.toHaveProperty('$ref');
  });

  it('applies keywords written beside a $ref, as AJV does', () => {
    const { schema } = property(layer.page(), 'cta');
    expect(schema.description).toBe('Where the page leads.');
    expect(schema.title).toBe('Link');
    expect(schema.required).toEqual(['href', 'label']);
  });

  it('accepts and refuses exactly what AJV accepts and refuses for the unfolded schema', () => {
    const ajv = new Ajv({ strict: false });
    for (const document of documents) ajv.addSchema(document);
    const original = ajv.compile({ $ref: `${PAGE_SCHEMA_ID}#/properties/title` });
    const folded = ajv.compile(property(layer.page(), 'title').schema);
    for (const value of ['', 'ok', 'x'.repeat(60), 'x'.repeat(61), 3]) expect(folded(value)).toBe(original(value));
    const originalCta = ajv.compile({ $ref: `${PAGE_SCHEMA_ID}#/properties/cta` });
    const foldedCta = ajv.compile(property(layer.page(), 'cta').schema);
    for (const value of [{ href: '/' }, { href: '/', label: 'Go' }, { href: 'x', label: 'Go' }, { label: 'Go' }]) {
      expect(foldedCta(value)).toBe(originalCta(value));
    }
  });

  it('follows relative $refs of a definition folded in from another file', () => {
    const link = property(layer.block('beta')!, 'link');
    expect(property(link, 'href').schema).toMatchObject({ title: 'Link target', pattern: '^/' });
  });

  it('refuses to fold two constraints it cannot combine, rather than dropping one', () => {
    expect(() => mergeSchemas({ pattern: '^a' }, { pattern: '^b' })).toThrow(/pattern/);
  });

  it('resolves each node once, so forms get the same object on every render', () => {
    expect(property(layer.page(), 'title')).toBe(property(layer.page(), 'title'));
    expect(property(layer.page(), 'blocks')).toBe(property(layer.page(), 'blocks'));
  });
});

describe('walking the documents', () => {
  it('lists the block types of the union with their titles, in order', () => {
    expect(layer.blockTypes.map(({ type, title }) => [type, title])).toEqual([
      ['alpha', 'Alpha'],
      ['beta', 'Beta'],
    ]);
    expect(layer.block('gamma')).toBeUndefined();
  });

  it('enters a block through the branch its type selects', () => {
    const data: Json = {
      blocks: [
        { type: 'beta', link: { href: '/' } },
        { type: 'alpha', things: [{ name: 'a' }] },
      ],
    };
    const path = layer.along('page', data, '/blocks/1/things/0/name')!;
    expect(path.map(({ schema }) => schema.title)).toEqual([
      undefined,
      'Blocks',
      'Alpha',
      'Things',
      'Thing',
      undefined,
    ]);
    expect(layer.along('page', data, '/blocks/0/link/href')!.at(-1)!.schema.title).toBe('Link target');
    expect(layer.along('page', data, '/blocks/0/nothing')).toBeUndefined();
  });

  it('gives a block without a known type the union itself', () => {
    const path = layer.along('page', { blocks: [{ type: 'gamma' }] }, '/blocks/0')!;
    expect(path.at(-1)!.schema.discriminator).toEqual({ propertyName: 'type' });
  });
});

describe('the project’s schemas', () => {
  it('offers every block file of schemas/blocks as a block type, titled in words', () => {
    expect(projectLayer.blockTypes.length).toBeGreaterThanOrEqual(16);
    for (const { type, title } of projectLayer.blockTypes) {
      expect(title).not.toBe(type);
      expect(title).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
  });

  it('resolves every field of every block and of the site without a conflict', () => {
    const visit = (resolved: ResolvedSchema, depth: number): number => {
      if (depth > 8) return 0;
      const properties = Object.keys((resolved.schema.properties as object | undefined) ?? {});
      let count = 1;
      for (const name of properties) count += visit(projectLayer.child(resolved, name)!, depth + 1);
      const item = resolved.schema.items ? projectLayer.child(resolved, 0) : undefined;
      if (item && item.schema.discriminator === undefined) count += visit(item, depth + 1);
      return count;
    };
    const total = projectLayer.blockTypes.reduce(
      (sum, block) => sum + visit(block.schema, 0),
      visit(projectLayer.site(), 0),
    );
    expect(total).toBeGreaterThan(150);
  });
});

describe('collection entries as documents', () => {
  it('roots each entry in its collection schema, so its fields are titled as a page’s are', () => {
    expect(projectLayer.root('post').schema.title).toBe('Blog post');
    const job = { location: { city: 'Pune' }, apply: { email: 'careers@example.in' } };
    const titles = (pointer: string) => projectLayer.along('job', job, pointer)?.map(({ schema }) => schema.title);
    expect(titles('/location/city')).toEqual(['Job opening', 'Location', 'City']);
    expect(titles('/apply/email')).toEqual(['Job opening', 'How to apply', 'E-mail address']);
    // A news item's cover is the shared image, with the entry's own title.
    const image = projectLayer.along('news', {}, '/image/alt')!;
    expect(image.map(({ schema }) => schema.title)).toEqual(['News item', 'Image', 'Alternative text']);
  });
});
