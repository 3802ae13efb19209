import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonSchema, SchemasResponse } from '../server-api/types';
import { fieldKind, initialValue } from './field-kind';
import { SchemaRegistry } from './schema-registry';

// The project's real schemas, read as GET /api/schemas serves them.
const dir = path.join(process.cwd(), 'schemas');
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
const blockFiles = readdirSync(path.join(dir, 'blocks'));
const blocks = Object.fromEntries(
  blockFiles.map((file) => {
    const schema = read(`blocks/${file}`);
    return [(schema.properties as Record<string, { const: string }>).type!.const, schema];
  }),
);
const bundle: SchemasResponse = {
  page: read('page.schema.json'),
  site: read('site.schema.json'),
  defs: read('defs.schema.json'),
  blocks,
};
const registry = new SchemaRegistry(bundle);

describe('the schema walker', () => {
  it('offers every block type of the page schema’s union, in its order, each starting from a valid example', () => {
    const union = (bundle.page.definitions as { block: { oneOf: unknown[] } }).block.oneOf;
    expect(registry.blockTypes).toHaveLength(union.length);
    expect(registry.blockTypes.map((entry) => entry.type).sort()).toEqual(Object.keys(blocks).sort());
    for (const entry of registry.blockTypes) {
      expect((initialValue(entry.schema.schema) as { type: string }).type).toBe(entry.type);
    }
  });

  it('resolves $ref and allOf across files and picks inputs from the schema alone', () => {
    const banner = registry.block('banner')!;
    const property = (name: string) =>
      registry.child(banner, (banner.schema.properties as Record<string, JsonSchema>)[name]);
    const image = property('image');
    expect(fieldKind(image)).toBe('image');
    // The referencing schema's own description wins over the shared definition's.
    expect(image.schema.description).toBe('The desktop banner image (wide, e.g. 1600 x 500).');
    expect(fieldKind(property('heading'))).toBe('text');
    expect(fieldKind(property('type'))).toBe('constant');
    const cta = property('cta');
    expect(fieldKind(cta)).toBe('object');
    expect(fieldKind(registry.child(cta, (cta.schema.properties as Record<string, JsonSchema>).href))).toBe('link');
    expect(fieldKind(registry.child(cta, (cta.schema.properties as Record<string, JsonSchema>).newTab))).toBe(
      'boolean',
    );
    const page = registry.pageRoot();
    expect(fieldKind(registry.child(page, (page.schema.properties as Record<string, JsonSchema>).blocks))).toBe(
      'blocks',
    );
    expect(fieldKind(registry.child(page, (page.schema.properties as Record<string, JsonSchema>).description))).toBe(
      'longText',
    );
  });

  it('shows enums as a choice', () => {
    const section = registry.block('section')!;
    const background = registry.child(section, (section.schema.properties as Record<string, JsonSchema>).background);
    expect(fieldKind(background)).toBe('select');
    expect(background.schema.enum).toEqual(['default', 'muted', 'brand']);
  });
});
