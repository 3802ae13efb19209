import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addAnnotationKeywords } from './annotations.ts';
import { defaultOf } from './default-value.ts';
import { inputKind } from './input-kind.ts';
import { isJsonObject, type Json, type JsonSchema } from './json-types.ts';
import { newItem, withFreshIds } from './new-item.ts';
import { ITEM_PLACEHOLDER_SRC, isPlaceholderImage } from './placeholder-images.ts';
import { PAGE_SCHEMA_ID, SCHEMA_ID_BASE, SITE_SCHEMA_ID } from './schema-ids.ts';
import { createSchemaLayer, type ResolvedSchema } from './schema-layer.ts';
import { projectLayer, projectSchemas } from './schema-files.testing.ts';
import { TODO_MARKER } from './todo-marker.ts';
// Tests may reach the build: the warning an author sees is what the template is for.
import { findTodoMarkers } from '../build/validation/check-todo-markers';

const ajv = addAnnotationKeywords(
  new Ajv({ allErrors: true, strictRequired: false, allowUnionTypes: true, discriminator: true }),
);
addFormats(ajv);
for (const schema of projectSchemas) ajv.addSchema(schema);
const validateBlock = ajv.compile({ $ref: `${PAGE_SCHEMA_ID}#/definitions/block` });

function strings(value: Json): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isJsonObject(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** Every `examples` text of every schema: real page copy that must never reach a new item. */
function exampleTexts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(exampleTexts);
  if (!isJsonObject(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === 'examples' ? strings(value) : exampleTexts(value)));
}

/** Values a schema offers as a fixed choice (`const`, `enum`): an example may show one too. */
function choiceTexts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(choiceTexts);
  if (!isJsonObject(node)) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'const' || key === 'enum' ? strings(value) : choiceTexts(value),
  );
}
const choices = new Set(choiceTexts(projectSchemas as Json));
// '/' (the home page) is every link's neutral start, not copy.
const examples = new Set(exampleTexts(projectSchemas as Json).filter((text) => !choices.has(text) && text !== '/'));

/** Required texts an author writes (no fixed choice, no template): each must start as a TODO marker. */
function textsToWrite(resolved: ResolvedSchema, value: Json): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => textsToWrite(projectLayer.child(resolved, index, value)!, item));
  if (isJsonObject(value)) {
    return Object.entries(value).flatMap(([key, field]) =>
      textsToWrite(projectLayer.child(resolved, key, value)!, field),
    );
  }
  const kind = inputKind(resolved);
  const written =
    typeof value === 'string' &&
    !isPlaceholderImage(value) &&
    resolved.schema['x-template'] === undefined &&
    resolved.schema['x-id'] === undefined;
  return written && (kind === 'text' || kind === 'longText') ? [value] : [];
}

/** The list fields of a block whose items are objects (cards, slides, products). */
function objectLists(block: ResolvedSchema): [string, ResolvedSchema][] {
  return Object.keys((block.schema.properties as object | undefined) ?? {}).flatMap((name) => {
    const list = projectLayer.child(block, name)!;
    const item = list.schema.type === 'array' ? projectLayer.child(list, 0) : undefined;
    return item && item.schema.type === 'object' ? [[name, item] as [string, ResolvedSchema]] : [];
  });
}

describe('a new block from the palette', () => {
  it.each(projectLayer.blockTypes.map((entry) => [entry.title, entry] as const))(
    '%s is valid, asks for its texts with TODO markers and copies no example',
    (_title, { type, schema }) => {
      const block = newItem(projectLayer, schema, []) as Record<string, Json>;
      expect(block.type).toBe(type);
      expect(validateBlock(block), JSON.stringify(validateBlock.errors)).toBe(true);
      const toWrite = textsToWrite(schema, block);
      expect(toWrite.filter((text) => !TODO_MARKER.test(text))).toEqual([]);
      expect(strings(block).filter((text) => examples.has(text))).toEqual([]);
      // Validation (and `npm run new-page`'s markers) warn about each text still to write.
      expect(findTodoMarkers(block).map((marker) => marker.text)).toEqual(
        strings(block).filter((text) => TODO_MARKER.test(text)),
      );
      expect(findTodoMarkers(block).length).toBeGreaterThanOrEqual(toWrite.length);
    },
  );

  it('a new Section is a heading and one paragraph to write, nothing from the About page', () => {
    expect(newItem(projectLayer, projectLayer.block('section')!, [])).toEqual({
      type: 'section',
      heading: 'TODO: heading',
    });
  });

  it.each(
    projectLayer.blockTypes.flatMap((entry) =>
      objectLists(entry.schema).map(([list, item]) => [entry.title, list, entry.type, item] as const),
    ),
  )('%s: a new item of %s joins the list valid, with ids unique in it', (_title, list, type, item) => {
    const block = newItem(projectLayer, projectLayer.block(type)!, []) as Record<string, Json>;
    const items = (Array.isArray(block[list]) ? block[list] : []) as Json[];
    const added = [newItem(projectLayer, item, items)];
    added.push(newItem(projectLayer, item, [...items, ...added]));
    const grown = { ...block, [list]: [...items, ...added] };
    expect(validateBlock(grown), JSON.stringify(validateBlock.errors)).toBe(true);
    const ids = (grown[list] as Record<string, Json>[]).map((entry) => entry.id).filter((id) => id !== undefined);
    expect(new Set(ids.map(String)).size).toBe(ids.length);
  });

  it('starts an image as the placeholder picture, whose warning asks the author to choose one', () => {
    const card = projectLayer.child(projectLayer.child(projectLayer.block('cardGrid')!, 'cards')!, 0)!;
    const image = newItem(projectLayer, projectLayer.child(card, 'image')!, []) as Record<string, Json>;
    expect(image.src).toBe(ITEM_PLACEHOLDER_SRC);
    expect(isPlaceholderImage(image.src as string)).toBe(true);
    expect(image.alt).toMatch(TODO_MARKER);
  });
});

const defs = {
  $id: `${SCHEMA_ID_BASE}defs.schema.json`,
  definitions: {
    id: { type: ['string', 'integer'], pattern: '^[a-z0-9][a-z0-9-]*$', minimum: 1, 'x-id': true },
    level: { type: 'integer', enum: [1, 2, 3], default: 2 },
  },
};
const page = {
  $id: PAGE_SCHEMA_ID,
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        title: 'Card',
        type: 'object',
        required: ['id', 'level', 'count', 'done', 'tags', 'when'],
        properties: {
          id: { $ref: 'defs.schema.json#/definitions/id' },
          level: { $ref: 'defs.schema.json#/definitions/level' },
          count: { type: 'integer', minimum: 3, examples: [7] },
          done: { type: 'boolean' },
          tags: { type: 'array', items: { type: 'string', title: 'Tag' }, examples: [['real copy']] },
          when: { type: 'string', pattern: '^[0-9]{4}$', 'x-template': '2025' },
          optional: { type: 'string', default: 'never written' },
        },
      },
    },
  },
  definitions: { block: { oneOf: [] } },
};
const layer = createSchemaLayer([defs, page, { $id: SITE_SCHEMA_ID }] as JsonSchema[]);
const cardSchema = layer.child(layer.child(layer.page(), 'items')!, 0)!;

describe('templates', () => {
  it('writes required fields only, with JSON-typed defaults, minimums and the x-template', () => {
    expect(newItem(layer, cardSchema, [])).toEqual({
      id: 'card-1',
      level: 2,
      count: 3,
      done: false,
      tags: ['TODO: tag'],
      when: '2025',
    });
    expect(defaultOf(layer.child(cardSchema, 'level')!)).toBe(2);
  });

  it('refuses to invent a text its pattern would refuse, naming the field to annotate', () => {
    const bare = createSchemaLayer([
      {
        $id: PAGE_SCHEMA_ID,
        title: 'Date',
        type: 'string',
        pattern: '^[0-9]+$',
        definitions: { block: { oneOf: [] } },
      },
    ]);
    expect(() => newItem(bare, bare.page(), [])).toThrow(/'Date'.*x-template/);
  });

  it('gives each new item an id no sibling has, numbers where the list uses numbers', () => {
    const first = newItem(layer, cardSchema, [{ id: 'card-1' }, { id: 'card-3' }]) as Record<string, Json>;
    expect(first.id).toBe('card-4');
    expect((newItem(layer, cardSchema, [{ id: 1 }, { id: 4 }]) as Record<string, Json>).id).toBe(5);
  });
});

describe('duplicates', () => {
  it('get fresh ids, the rest copied as it was', () => {
    const original = { id: 'palletizing', level: 1, tags: ['a'] };
    const copy = withFreshIds(layer, cardSchema, original, [original, { id: 'palletizing-2' }]);
    expect(copy).toEqual({ id: 'palletizing-3', level: 1, tags: ['a'] });
    expect(original.id).toBe('palletizing');
    expect(withFreshIds(layer, cardSchema, { id: 3 }, [{ id: 3 }, { id: '4' }])).toEqual({ id: 5 });
  });

  it('of a block get a fresh anchor and keep their items’ ids, unique within the copy', () => {
    const grid = projectLayer.block('cardGrid')!;
    const block = {
      type: 'cardGrid',
      anchor: 'products',
      cards: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
      ],
    };
    const copy = withFreshIds(projectLayer, grid, block, [block]) as typeof block;
    expect(copy.anchor).toBe('products-2');
    expect(copy.cards.map((card) => card.id)).toEqual(['a', 'b']);
    const withClash = {
      ...block,
      cards: [
        { id: 'a', title: 'A' },
        { id: 'a', title: 'B' },
      ],
    };
    expect((withFreshIds(projectLayer, grid, withClash, []) as typeof block).cards.map((card) => card.id)).toEqual([
      'a',
      'a-2',
    ]);
  });
});
