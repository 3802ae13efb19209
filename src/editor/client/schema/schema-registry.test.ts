import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../../schema';
import type { JsonSchema, SchemasResponse } from '../server-api/types';
import { fieldKind, fieldLabel, initialValue } from './field-kind';
import { SchemaRegistry } from './schema-registry';

// The project's schemas, read as GET /api/schemas serves them.
const dir = path.join(process.cwd(), 'schemas');
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
const blocks = Object.fromEntries(
  readdirSync(path.join(dir, 'blocks')).map((file) => {
    const schema = read(`blocks/${file}`);
    return [(schema.properties as Record<string, { const: string }>).type!.const, schema];
  }),
);
const bundle: SchemasResponse = {
  page: read('page.schema.json'),
  site: read('site.schema.json'),
  defs: read('defs.schema.json'),
  blocks,
  collections: {},
};
const registry = new SchemaRegistry(bundle);
const property = (parent: ReturnType<SchemaRegistry['pageRoot']>, name: string) =>
  registry.child(parent, (parent.schema.properties as Record<string, JsonSchema>)[name]);

describe('the editor’s schema registry (the schema layer under the form’s names)', () => {
  it('offers every block type of the page schema’s union, each by its title', () => {
    expect(registry.blockTypes.map((entry) => entry.type).sort()).toEqual(Object.keys(blocks).sort());
    expect(registry.blockTypes.find((entry) => entry.type === 'cardGrid')!.title).toBe('Card grid');
  });

  it('resolves a child node the way the form asks for it, and by key as the layer does', () => {
    const banner = registry.block('banner')!;
    const image = property(banner, 'image');
    expect(fieldKind(image)).toBe('image');
    // The referencing schema's own description wins over the shared definition's.
    expect(image.schema.description).toBe('The desktop banner image (wide, e.g. 1600 x 500).');
    expect(registry.child(banner, 'image')).toEqual(image);
    expect(fieldKind(property(property(banner, 'cta'), 'href'))).toBe('link');
    expect(fieldKind(property(registry.pageRoot(), 'blocks'))).toBe('blocks');
  });

  it('starts a new block from its template, never from the schema’s example', () => {
    for (const entry of registry.blockTypes) {
      const block = initialValue(entry.schema.schema) as Record<string, Json>;
      expect(block.type).toBe(entry.type);
    }
    expect(initialValue(registry.block('section')!)).toEqual({ type: 'section', heading: 'TODO: heading' });
  });

  it('gives a new card an id its siblings do not have', () => {
    const cards = property(registry.block('cardGrid')!, 'cards');
    const card = registry.child(cards, 0)!;
    const siblings: Json[] = [
      { id: 'card-1', title: 'A' },
      { id: 'card-2', title: 'B' },
    ];
    expect((initialValue(card, siblings) as Record<string, Json>).id).toBe('card-3');
  });

  it('labels fields in words: a list item as "Paragraph 2", the heading level by its title', () => {
    const section = registry.block('section')!;
    expect(fieldLabel(property(section, 'headingLevel').schema, 'headingLevel')).toBe('Heading level');
    const paragraph = registry.child(property(section, 'paragraphs'), 1)!;
    expect(fieldLabel(paragraph, 1)).toBe('Paragraph 2');
    // The list field of today passes the numbered title down: it is not numbered twice.
    expect(fieldLabel({ ...paragraph.schema, title: 'Paragraph 2' }, 1)).toBe('Paragraph 2');
  });
});
