import { describe, expect, it } from 'vitest';
import type { Json } from './json-types.ts';
import { fieldLabel } from './field-label.ts';
import { fieldTitle, titlePath } from './field-title.ts';
import { projectLayer as layer } from './schema-files.testing.ts';
import type { ResolvedSchema } from './schema-layer.ts';

/** Every list in the page and site schemas with where it is, blocks entered one by one. */
function lists(
  resolved: ResolvedSchema,
  at: string,
  found: [string, ResolvedSchema][] = [],
): [string, ResolvedSchema][] {
  for (const name of Object.keys((resolved.schema.properties as object | undefined) ?? {})) {
    lists(layer.child(resolved, name)!, `${at} › ${name}`, found);
  }
  if (resolved.schema.type === 'array') {
    found.push([at, resolved]);
    const item = layer.child(resolved, 0)!;
    if (item.schema.discriminator === undefined) lists(item, `${at} › item`, found);
  }
  return found;
}

// A page as an author writes it; only its shape matters here.
const page: Json = {
  title: 'Fixture',
  blocks: [
    { type: 'section', heading: 'One', paragraphs: ['a', 'b'] },
    {
      type: 'downloadList',
      items: [
        { id: 'a', title: 'A', description: ['x'], brochure: '/brochures/a.pdf' },
        { id: 'b', title: 'B', description: ['y', 'z'], brochure: '/brochures/b.pdf' },
      ],
    },
  ],
};

describe('field titles in messages', () => {
  it('name a field by the titles an author reads, items numbered from 1', () => {
    expect(fieldTitle(layer, 'page', page, '/blocks/1/items/1/description')).toBe(
      'Download list › Product 2 › Description',
    );
    expect(fieldTitle(layer, 'page', page, '/blocks/1/items/1/description/1')).toBe(
      'Download list › Product 2 › Paragraph 2',
    );
    expect(fieldTitle(layer, 'page', page, '/blocks/0/paragraphs/1')).toBe('Section › Paragraph 2');
    expect(titlePath(layer, 'page', page, '/blocks/0/headingLevel')).toEqual(['Section', 'Heading level']);
  });

  it('never show a type id, a JSON pointer or a property name', () => {
    const title = fieldTitle(layer, 'page', page, '/blocks/1/items/0/brochure')!;
    expect(title).not.toMatch(/downloadList|\/|brochure\b/);
  });

  it('say nothing for a field the schema does not describe', () => {
    expect(fieldTitle(layer, 'page', page, '/blocks/1/nonsense')).toBeUndefined();
    expect(fieldTitle(layer, 'page', page, '')).toBeUndefined();
  });

  it('name site fields too', () => {
    expect(fieldTitle(layer, 'site', { footer: { links: [{}, {}] } }, '/footer/links/1/href')).toMatch(
      /^Footer › .+ 2 › Link target$/,
    );
  });
});

describe('list items', () => {
  it('all have a title of their own, so an item reads "Fact 2", never "Meta line item 2"', () => {
    const everyList = [
      ...lists(layer.site(), 'site'),
      ...layer.blockTypes.flatMap((block) => lists(block.schema, block.title)),
    ];
    expect(everyList.length).toBeGreaterThan(20);
    // Lists of plain texts count too: a card's Meta line once showed "Item 1".
    const textLists = everyList.filter(([, list]) => layer.child(list, 0)!.schema.type === 'string');
    expect(textLists.map(([at]) => at)).toEqual(expect.arrayContaining(['Card grid › cards › item › meta']));
    const untitled = everyList.filter(([, list]) => typeof layer.child(list, 0)!.schema.title !== 'string');
    expect(untitled.map(([at]) => at)).toEqual([]);
  });
});

describe('field labels in the editor', () => {
  const section = layer.block('section')!;
  it('use the schema title, and number list items with the item’s own title', () => {
    expect(fieldLabel(layer.child(section, 'headingLevel')!, 'headingLevel')).toBe('Heading level');
    expect(fieldLabel(layer.child(section, 'eyebrow')!, 'eyebrow')).toBe('Small label above the heading');
    expect(fieldLabel(layer.child(section, 'anchor')!, 'anchor')).toMatch(/^Link name for this section/);
    const paragraphs = layer.child(section, 'paragraphs')!;
    expect(fieldLabel(layer.child(paragraphs, 1)!, 1)).toBe('Paragraph 2');
  });

  it('make an untitled property readable rather than show it in camelCase', () => {
    expect(fieldLabel({ schema: {}, base: '' }, 'imagePosition')).toBe('Image position');
  });

  it('exist for every field of every block, in words', () => {
    for (const { schema } of layer.blockTypes) {
      for (const name of Object.keys(schema.schema.properties as object)) {
        const label = fieldLabel(layer.child(schema, name)!, name);
        expect(label, `${String(schema.schema.title)} › ${name}`).not.toMatch(
          /[a-z][A-Z]|<|>|Eyebrow|Anchor id|item \d/,
        );
      }
    }
  });
});
