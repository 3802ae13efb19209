/**
 * How wide each block shows its images, in CSS pixels, mirroring the blocks' CSS. One table serves
 * three readers: the build (which widths to encode, what to crop), the <picture>'s `sizes`, and
 * validation (a photo smaller than its largest display width is a warning).
 */

/** The site's content column: BlockSection's 75rem less its 1rem gutters. */
const CONTAINER_PX = 1168;
/** Where a full-width image is judged: the commonest large desktop screen. */
const WIDE_SCREEN_PX = 1920;
/** The spec's mobile banner width. */
export const NARROW_BANNER_MAX_PX = 500;

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

export const bannerLayout: ImageLayout = {
  name: 'banner',
  sizes: '100vw',
  largestPx: WIDE_SCREEN_PX,
  // The spec's 1600 x 500 banner and 800 x 600 mobile banner.
  aspect: 16 / 5,
  narrow: { maxWidthPx: NARROW_BANNER_MAX_PX, aspect: 4 / 3 },
};

export const bannerMobileLayout: ImageLayout = {
  name: 'mobile banner',
  sizes: '100vw',
  largestPx: NARROW_BANNER_MAX_PX,
};

/** The hero fills the width at a fixed height (object-fit: cover): the focus point places the crop. */
export const heroLayout: ImageLayout = { name: 'hero slide', sizes: '100vw', largestPx: WIDE_SCREEN_PX };

/** Open Graph and X cards: one 1200 x 630 JPEG, whatever the page names. */
export const shareLayout: ImageLayout = {
  name: 'share image',
  sizes: '1200px',
  largestPx: 1200,
  aspect: 1200 / 630,
  exact: { width: 1200, height: 630, format: 'jpeg' },
};

/** Anything a block shows without a layout of its own: at most the content column. */
export const contentLayout: ImageLayout = {
  name: 'content image',
  sizes: `(min-width: ${CONTAINER_PX + 32}px) ${CONTAINER_PX}px, 100vw`,
  largestPx: CONTAINER_PX,
};

/** `columns` equal columns of the content column from each `minWidthPx` up (the first step starts at 0). */
function columnsLayout(name: string, steps: { minWidthPx: number; columns: number }[], gapPx: number): ImageLayout {
  const ascending = [...steps].sort((a, b) => a.minWidthPx - b.minWidthPx);
  const column = (columns: number, viewport: string) =>
    columns <= 1 ? viewport : `calc((${viewport} - ${(columns - 1) * gapPx}px) / ${columns})`;
  const content = `min(100vw - 32px, ${CONTAINER_PX}px)`;
  const queries = ascending
    .filter((step) => step.minWidthPx > 0)
    .reverse()
    .map((step) => `(min-width: ${step.minWidthPx}px) ${column(step.columns, content)}`);
  const first = ascending[0]?.columns ?? 1;
  // A column is widest just below the next step (or where the content column stops growing).
  const widest = ascending.map((step, i) => {
    const viewport = (ascending[i + 1]?.minWidthPx ?? CONTAINER_PX + 32) - 1;
    return (Math.min(viewport - 32, CONTAINER_PX) - (step.columns - 1) * gapPx) / step.columns;
  });
  return {
    name,
    sizes: [...queries, column(first, content)].join(', '),
    largestPx: Math.ceil(Math.max(...widest)),
  };
}

/** CardGrid.module.css: 2 columns from 36em, 3 from 62em, 4 (when asked) from 75em; 1.5rem gaps. */
function cardLayout(columns: number): ImageLayout {
  const steps = [{ minWidthPx: 0, columns: 1 }];
  if (columns >= 2) steps.push({ minWidthPx: 576, columns: 2 });
  if (columns >= 3) steps.push({ minWidthPx: 992, columns: 3 });
  if (columns >= 4) steps.push({ minWidthPx: 1200, columns: 4 });
  return columnsLayout('card', steps, 24);
}

/** Section.module.css: text and image side by side from 48em. */
const sectionLayout = columnsLayout(
  'section image',
  [
    { minWidthPx: 0, columns: 1 },
    { minWidthPx: 768, columns: 2 },
  ],
  32,
);

/** DownloadList.module.css: the image takes 2 of 5 parts from 48em, the whole width below. */
const productLayout: ImageLayout = {
  name: 'product image',
  sizes: `(min-width: 768px) calc(min(100vw - 32px, ${CONTAINER_PX}px) * 0.4), 100vw`,
  largestPx: 768 - 32,
};

type Block = { type: string } & Record<string, unknown>;

/**
 * The layout of the image at `pointer` inside `block` ('/image', '/cards/2/image'...). A block type
 * not listed here gets the content column's layout, so a new block is never wrong by much.
 */
export function imageLayoutFor(block: Block, pointer: string): ImageLayout {
  switch (block.type) {
    case 'banner':
      return pointer.startsWith('/mobile/') ? bannerMobileLayout : bannerLayout;
    case 'heroCarousel':
      return heroLayout;
    case 'cardGrid':
      return cardLayout(typeof block.columns === 'number' ? block.columns : 3);
    case 'newsCarousel': {
      const rows = Array.isArray(block.slidesPerView)
        ? (block.slidesPerView as { minWidthPx: number; slides: number }[])
        : [{ minWidthPx: 0, slides: 1 }];
      return columnsLayout(
        'news card',
        rows.map((row) => ({ minWidthPx: row.minWidthPx, columns: row.slides })),
        16,
      );
    }
    case 'logoStrip': {
      const count = typeof block.visibleCount === 'number' ? block.visibleCount : 4;
      return columnsLayout('logo', [{ minWidthPx: 0, columns: count }], 10);
    }
    case 'section':
      return sectionLayout;
    case 'downloadList':
      return productLayout;
    default:
      return contentLayout;
  }
}

/** The navbar logo is small: a raster logo is encoded for that size (and twice it). */
export const siteLogoLayout: ImageLayout = { name: 'logo', sizes: '240px', largestPx: 240 };
