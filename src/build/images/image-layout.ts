import type { ColumnStep, ImageLayoutAnnotation } from '../../schema/image-layout-annotation.ts';

/** The site's content column: BlockSection's 75rem less its 1rem gutters. */
const CONTAINER_PX = 1168;
/** The gutters either side of the content column below that width. */
const GUTTERS_PX = 32;
/** Where a full-width image is judged: the commonest large desktop screen. */
const WIDE_SCREEN_PX = 1920;

/** How wide an image is shown, in CSS pixels: what the build encodes, `sizes` and validation read. */
export interface ImageLayout {
  /** Name used in messages: 'banner', 'card'... */
  name: string;
  /** The `sizes` attribute: the displayed width per viewport width. */
  sizes: string;
  /** The largest CSS width the block shows it at (a photo narrower than this looks soft). */
  largestPx: number;
  /** Cut to this aspect ratio (width / height) around the focus point, instead of the photo's own. */
  aspect?: number;
  /** A second crop for narrow screens, unless the author gave a separate mobile image. */
  narrow?: { maxWidthPx: number; aspect: number };
  /** A single file of exactly this size, not a set of widths (share images). */
  exact?: { width: number; height: number; format: 'jpeg' };
}

/** An image no schema places: at most the content column, so a new block is never wrong by much. */
export const contentLayoutAnnotation: ImageLayoutAnnotation = { name: 'content image', width: 'content' };

/** Reads a field of the object the annotation is written on, its schema default filled in. */
export type FieldValue = (field: string) => unknown;

const CONTENT = `min(100vw - ${GUTTERS_PX}px, ${CONTAINER_PX}px)`;

/** `columns` equal columns of the content column from each `minWidthPx` up (the first step starts at 0). */
function columnsLayout(
  name: string,
  steps: ColumnStep[],
  gapPx: number,
): Pick<ImageLayout, 'name' | 'sizes' | 'largestPx'> {
  const ascending = [...steps].sort((a, b) => a.minWidthPx - b.minWidthPx);
  // A step that shows as many columns as the one before changes nothing in `sizes`.
  const changes = ascending.filter((step, i) => i === 0 || step.columns !== ascending[i - 1]!.columns);
  const column = (columns: number) => {
    if (columns === 1) return CONTENT;
    const gaps = (columns - 1) * gapPx;
    return gaps > 0 ? `calc((${CONTENT} - ${gaps}px) / ${columns})` : `calc(${CONTENT} / ${columns})`;
  };
  const queries = changes
    .slice(1)
    .reverse()
    .map((step) => `(min-width: ${step.minWidthPx}px) ${column(step.columns)}`);
  // A column is widest just below the next step (or where the content column stops growing).
  const widest = changes.map((step, i) => {
    const viewport = (changes[i + 1]?.minWidthPx ?? CONTAINER_PX + GUTTERS_PX) - 1;
    return (Math.min(viewport - GUTTERS_PX, CONTAINER_PX) - (step.columns - 1) * gapPx) / step.columns;
  });
  return {
    name,
    sizes: [...queries, column(changes[0]?.columns ?? 1)].join(', '),
    largestPx: Math.ceil(Math.max(...widest)),
  };
}

/** The column steps an annotation and its block's settings give. */
function columnSteps(annotation: ImageLayoutAnnotation, value: FieldValue): ColumnStep[] {
  const fixed = annotation.columns ?? [];
  const setting = annotation.columnsField === undefined ? undefined : value(annotation.columnsField);
  if (typeof setting === 'number') {
    return fixed.length > 0
      ? fixed.map((step) => ({ ...step, columns: Math.min(step.columns, setting) }))
      : [{ minWidthPx: 0, columns: setting }];
  }
  if (Array.isArray(setting) && annotation.countKey) {
    const key = annotation.countKey;
    // Invalid rows are validation's to report; the layout takes the rows it can read.
    const rows = (setting as (Record<string, unknown> | null)[])
      .map((row) => ({ minWidthPx: Number(row?.minWidthPx), columns: Number(row?.[key]) }))
      .filter((row) => Number.isFinite(row.minWidthPx) && row.columns > 0);
    if (rows.length > 0) return rows;
  }
  return fixed.length > 0 ? fixed : [{ minWidthPx: 0, columns: 1 }];
}

function widthOf(
  annotation: ImageLayoutAnnotation,
  value: FieldValue,
): Pick<ImageLayout, 'name' | 'sizes' | 'largestPx'> {
  const { name } = annotation;
  switch (annotation.width) {
    case 'viewport':
      return { name, sizes: '100vw', largestPx: annotation.maxPx ?? WIDE_SCREEN_PX };
    case 'fixed': {
      const px = annotation.px ?? CONTAINER_PX;
      return { name, sizes: `${px}px`, largestPx: px };
    }
    case 'columns':
      return columnsLayout(name, columnSteps(annotation, value), annotation.gapPx ?? 0);
    case 'content':
      return {
        name,
        sizes: `(min-width: ${CONTAINER_PX + GUTTERS_PX}px) ${CONTAINER_PX}px, 100vw`,
        largestPx: CONTAINER_PX,
      };
  }
}

const ratio = ({ width, height }: { width: number; height: number }) => width / height;

/**
 * The layout an `x-image-layout` annotation describes, for the object it is written on (`value`
 * reads that object's fields with their defaults). `withNarrow`: the narrow crop applies (the author
 * left its `unlessField` empty).
 */
export function imageLayoutOf(
  annotation: ImageLayoutAnnotation,
  value: FieldValue,
): ImageLayout & { withNarrow: boolean } {
  const { aspect, narrow, exact } = annotation;
  return {
    ...widthOf(annotation, value),
    ...((aspect ?? exact) && { aspect: ratio(aspect ?? exact!) }),
    ...(narrow && { narrow: { maxWidthPx: narrow.maxWidthPx, aspect: ratio(narrow.aspect) } }),
    ...(exact && { exact }),
    withNarrow: narrow !== undefined && (narrow.unlessField === undefined || value(narrow.unlessField) === undefined),
  };
}
