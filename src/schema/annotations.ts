import type { JsonSchema } from './json-types.ts';
import { IMAGE_LAYOUT_DOC, imageLayoutMetaSchema } from './image-layout-annotation.ts';

/** An annotation keyword our schemas use beyond JSON Schema: what it says, and the shape its value must have. */
export interface AnnotationKeyword {
  keyword: `x-${string}`;
  /** One line for docs/blocks.md: what the keyword tells the editor, the build or validation. */
  doc: string;
  /** JSON Schema of the keyword's value: AJV refuses a schema file that gives it another shape. */
  valueSchema: JsonSchema;
}

/** The editor inputs that keywords alone cannot pick (see input-kind.ts). */
export const INPUT_ANNOTATIONS = ['image', 'link', 'longText', 'blocks'] as const;
export type InputAnnotation = (typeof INPUT_ANNOTATIONS)[number];

/**
 * Every annotation keyword of schemas/. They change no validation: they say what plain JSON Schema
 * cannot (which input, which value is an id, what a new item starts from), so nothing elsewhere has
 * to decide it from a definition's name or a block's type.
 */
export const annotationKeywords: readonly AnnotationKeyword[] = [
  {
    keyword: 'x-input',
    doc: 'The editor input when keywords alone cannot say it: "image" (a picture chooser), "link" (a link target), "longText" (a text area), "blocks" (the page\'s block list).',
    valueSchema: { enum: [...INPUT_ANNOTATIONS] },
  },
  {
    keyword: 'x-id',
    doc: 'true on a text whose value must be unique among the items of its list (card ids, section anchors): new and duplicated items get a fresh one.',
    valueSchema: { const: true },
  },
  {
    keyword: 'x-template',
    doc: 'The value a new item or field starts from in the editor, where the general rule (required fields, defaults, TODO markers) would not be valid or useful.',
    valueSchema: {},
  },
  {
    keyword: 'x-advanced',
    doc: 'true on a developer setting (the API base, the base URL): the editor shows it only under "Advanced", with its description as the warning.',
    valueSchema: { const: true },
  },
  {
    keyword: 'x-enumTitles',
    doc: 'The words an author sees for each value of "enum", in the same order ("Main page heading" for 1): the file still holds the value.',
    valueSchema: { type: 'array', items: { type: 'string', minLength: 1 } },
  },
  {
    keyword: 'x-rich',
    doc: 'Marks a text as rich text: its value stays a string in a small Markdown subset (paragraphs, **bold**, *italic*, links, bulleted and numbered lists, line breaks; see docs/rich-text.md). true, or { "headings": true } where the field may also hold ## headings (an article body).',
    valueSchema: {
      oneOf: [
        { const: true },
        { type: 'object', properties: { headings: { type: 'boolean' } }, additionalProperties: false },
      ],
    },
  },
  {
    keyword: 'x-image-layout',
    doc: IMAGE_LAYOUT_DOC,
    valueSchema: imageLayoutMetaSchema,
  },
];

/** The part of AJV's API this needs: kept structural so this module imports no AJV (the browser bundle does not). */
export interface KeywordRegistry {
  addKeyword(definition: { keyword: string; metaSchema?: object }): unknown;
}

/**
 * Declares every annotation keyword to an AJV instance, so strict mode accepts them (it refuses
 * unknown keywords, which catches typos) and refuses an annotation of the wrong shape.
 */
export function addAnnotationKeywords<T extends KeywordRegistry>(ajv: T): T {
  for (const { keyword, valueSchema } of annotationKeywords) ajv.addKeyword({ keyword, metaSchema: valueSchema });
  return ajv;
}

/** Whether a schema key is one of our annotations (or any other `x-` keyword a tool should pass over). */
export function isAnnotationKeyword(key: string): boolean {
  return key.startsWith('x-');
}

/** What a rich text field allows beyond the common subset (see the `x-rich` annotation). */
export interface RichTextOptions {
  /** `## Heading` lines (levels 2 to 4) are allowed: article bodies. */
  headings: boolean;
}

/** The rich text options of a schema node, or undefined when its text is plain. */
export function richTextOptionsOf(schema: JsonSchema): RichTextOptions | undefined {
  const rich = schema['x-rich'];
  if (rich === true) return { headings: false };
  if (rich && typeof rich === 'object' && !Array.isArray(rich)) {
    return { headings: (rich as { headings?: unknown }).headings === true };
  }
  return undefined;
}
