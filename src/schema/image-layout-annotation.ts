/**
 * `x-image-layout`: how wide a block shows the images inside it, written on the block's schema (or on
 * the property that holds an image) so the build's renditions, the <picture>'s `sizes` and validation's
 * "photo too small" all read one statement of the block's CSS. An image takes the layout written
 * nearest to it on the way from the document down; fields it names (`columnsField`, `unlessField`)
 * are fields of the object whose schema carries it, read with their schema default when left out.
 */

export const IMAGE_LAYOUT_KEYWORD = 'x-image-layout';

/** One line for docs/blocks.md. */
export const IMAGE_LAYOUT_DOC =
  'How wide the block shows the images inside it, mirroring its CSS: the build encodes the widths it needs, ' +
  "the page's <picture> gets the matching `sizes`, and validation warns about a photo narrower than that.";

/** A width ratio written as two whole numbers, as designers state it: 16:5. */
export interface AspectRatio {
  width: number;
  height: number;
}

/** From `minWidthPx` up, the image is one of `columns` equal columns of the content column. */
export interface ColumnStep {
  minWidthPx: number;
  columns: number;
}

export interface ImageLayoutAnnotation {
  /** What messages call the image: 'banner', 'news card'. */
  name: string;
  /**
   * 'viewport': the whole window width (judged at `maxPx`, default 1920). 'content': at most the
   * content column. 'columns': a column of the content column (`columns`, `columnsField`, `gapPx`).
   * 'fixed': `px` wide whatever the screen.
   */
  width: 'viewport' | 'content' | 'columns' | 'fixed';
  /** 'viewport': the widest window it is judged at. */
  maxPx?: number;
  /** 'fixed': the width in CSS pixels. */
  px?: number;
  /** 'columns': the grid's breakpoints as its CSS has them (the first from 0). */
  columns?: ColumnStep[];
  /**
   * 'columns': the field that sets how many columns. A number caps every step of `columns` (or is
   * the one step when there are none); a list of `{ minWidthPx, [countKey] }` replaces `columns`.
   */
  columnsField?: string;
  /** With a list in `columnsField`: the key of each row that holds its count ('slides'). */
  countKey?: string;
  /** 'columns': the gap between columns in CSS pixels. */
  gapPx?: number;
  /** The block cuts the photo to this ratio around its focus point (object-fit: cover). */
  aspect?: AspectRatio;
  /** A second crop for narrow screens, unless the author filled `unlessField` (a separate mobile image). */
  narrow?: { maxWidthPx: number; aspect: AspectRatio; unlessField?: string };
  /** A single file of exactly this size instead of a set of widths (link previews). */
  exact?: { width: number; height: number; format: 'jpeg' };
}

const positiveInteger = { type: 'integer', minimum: 1 } as const;
const aspect = {
  type: 'object',
  additionalProperties: false,
  required: ['width', 'height'],
  properties: { width: positiveInteger, height: positiveInteger },
} as const;

/** The JSON Schema of the keyword's value: AJV checks every `x-image-layout` against it when it compiles. */
export const imageLayoutMetaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'width'],
  properties: {
    name: { type: 'string', minLength: 1, description: "What messages call the image: 'banner', 'news card'." },
    width: {
      enum: ['viewport', 'content', 'columns', 'fixed'],
      description:
        "'viewport': the window's width; 'content': at most the content column; 'columns': one column of the content column; 'fixed': `px` wide on every screen.",
    },
    maxPx: { ...positiveInteger, description: "'viewport': the widest window it is judged at (default 1920)." },
    px: { ...positiveInteger, description: "'fixed': the width in CSS pixels." },
    columns: {
      description: "'columns': the grid's breakpoints as its CSS has them, each `{ minWidthPx, columns }`.",
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['minWidthPx', 'columns'],
        properties: { minWidthPx: { type: 'integer', minimum: 0 }, columns: { type: 'number', exclusiveMinimum: 0 } },
      },
    },
    columnsField: {
      type: 'string',
      minLength: 1,
      description:
        'The field of the block that sets how many columns: a number caps every step of `columns`; a list of rows with `minWidthPx` replaces them.',
    },
    countKey: {
      type: 'string',
      minLength: 1,
      description: "With a list in `columnsField`: each row's key for its count.",
    },
    gapPx: { type: 'number', minimum: 0, description: 'The gap between columns in CSS pixels, as the CSS has it.' },
    aspect: { ...aspect, description: 'The block cuts the photo to this width:height around its focus point.' },
    narrow: {
      description:
        'A second crop for narrow screens, unless the author filled `unlessField` (a separate mobile image).',
      type: 'object',
      additionalProperties: false,
      required: ['maxWidthPx', 'aspect'],
      properties: { maxWidthPx: positiveInteger, aspect, unlessField: { type: 'string', minLength: 1 } },
    },
    exact: {
      description: 'One file of exactly this size instead of a set of widths (link previews).',
      type: 'object',
      additionalProperties: false,
      required: ['width', 'height', 'format'],
      properties: { width: positiveInteger, height: positiveInteger, format: { const: 'jpeg' } },
    },
  },
} as const;

/** The annotation written on `schema`, if any. */
export function imageLayoutAnnotationOf(schema: Record<string, unknown>): ImageLayoutAnnotation | undefined {
  return schema[IMAGE_LAYOUT_KEYWORD] as ImageLayoutAnnotation | undefined;
}
