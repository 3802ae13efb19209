/**
 * A `{{site}}` value inside a rich text is plain text, in the editor's preview as on the built page:
 * a company name with Markdown characters never turns into italics or a link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveDocumentSiteReferences } from '../../../build/pages/document-site-references';
import { RichText } from '../../../browser/components/RichText';
import { collections } from '../../../collections/collections';
import { projectLayer } from '../../../schema/schema-files.testing';
import { withItemIds } from '../document/item-ids';
import { setAt, type Json } from '../document/json-pointer';
import { SchemaRegistry } from '../schema/schema-registry';
import type { JsonSchema, SchemasResponse } from '../server-api/types';
import { overlayPreview, withItemIdsOf } from './preview-overlay';
import { resolveReferences } from './resolve-references';
import { isRichTextAt } from './rich-text-at';

// The project's schemas as GET /api/schemas serves them, so isRichTextAt reads `x-rich` as the editor does.
const dir = path.join(process.cwd(), 'schemas');
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
const bundle: SchemasResponse = {
  page: read('page.schema.json'),
  site: read('site.schema.json'),
  defs: read('defs.schema.json'),
  blocks: Object.fromEntries(
    readdirSync(path.join(dir, 'blocks')).map((file) => {
      const schema = read(`blocks/${file}`);
      return [(schema.properties as Record<string, { const: string }>).type!.const, schema];
    }),
  ),
  collections: Object.fromEntries(collections.map(({ name, schemaFile }) => [name, read(schemaFile)])),
};
new SchemaRegistry(bundle);

const TRICKY = 'A*B_[x](javascript:alert(1))';
const site = { company: { name: TRICKY } };
const references = [{ token: '{{company.name}}', value: TRICKY }];
const banner = (text: string) => ({
  blocks: [{ type: 'banner', heading: 'Made by {{company.name}}', text, image: { src: '/images/a.svg', alt: 'A' } }],
});
const textOf = (page: Json) => (page as { blocks: { text: string; heading: string }[] }).blocks[0]!;

/** What the editor's preview shows for `current` after a check of `checked`, as PreviewPane makes it. */
function previewOf(checked: Json, current: Json): Json {
  const shown = withItemIdsOf(resolveDocumentSiteReferences(projectLayer, 'page', checked, site) as Json, checked);
  return overlayPreview(
    shown,
    checked,
    current,
    (value, pointer) => resolveReferences(value, references, isRichTextAt('page', current, pointer)) as string,
  );
}

describe('a site value with Markdown characters in a rich text', () => {
  const checked = withItemIds(banner('Old text') as Json);
  const typed = setAt(checked, '/blocks/0/text', 'Made by {{company.name}} in Pune');
  const preview = previewOf(checked, typed);
  const built = resolveDocumentSiteReferences(projectLayer, 'page', banner('Made by {{company.name}} in Pune'), site);

  it('goes into the preview as the build puts it into the page, byte for byte', () => {
    expect(textOf(preview).text).toBe(built.blocks[0]!.text);
    expect(textOf(preview).text).not.toBe(`Made by ${TRICKY} in Pune`);
  });

  it('reads as that literal text, never as emphasis or a link, in the preview and on the built page', () => {
    for (const source of [textOf(preview).text, built.blocks[0]!.text]) {
      const html = renderToStaticMarkup(<RichText source={source} />);
      expect(html).not.toMatch(/<(em|strong|a)\b/);
      expect(html).not.toContain('href');
      expect(html.replace(/<[^>]+>/g, '')).toBe(`Made by ${TRICKY} in Pune`);
    }
  });

  it('is not escaped in a plain field (the heading shows the value as it is)', () => {
    const headed = setAt(checked, '/blocks/0/heading', 'By {{company.name}}');
    expect(textOf(previewOf(checked, headed)).heading).toBe(`By ${TRICKY}`);
  });
});
