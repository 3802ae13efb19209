import type { ProblemDefinition } from './problem-definition.ts';

interface ImageTooSmall {
  src: string;
  /** The layout's name: 'banner', 'card'... */
  layout: string;
  /** The width the block gets from the file (after its crop, if it crops). */
  width: number;
  largestPx: number;
  cropped: boolean;
}

interface ImageTooManyPixels {
  src: string;
  width: number;
  height: number;
  /** Width x height in millions, rounded. */
  megapixels: number;
  /** Twice the widest the block shows it: the most any screen uses. */
  widest: number;
}

/** Images and brochures a page refers to. */
export const fileProblems = {
  missingAsset: {
    id: 'missing-asset',
    title: 'Images exist',
    severity: 'error',
    why: 'An image path without a file in public/ shows visitors a broken image.',
    message: ({ src, suggestion }: { src: string; suggestion: string }) =>
      `refers to '${src}', but public${src} does not exist${suggestion}`,
    hint: 'Put the file in public/ under that path, or correct the path.',
  } satisfies ProblemDefinition<{ src: string; suggestion: string }>,
  assetOutsidePublic: {
    id: 'asset-outside-public',
    title: 'Images inside public/',
    severity: 'error',
    why: 'Only files in public/ are published with the site.',
    message: ({ src }: { src: string }) => `points outside public/ (got '${src}')`,
    hint: 'Use a path such as /images/name.svg.',
  } satisfies ProblemDefinition<{ src: string }>,
  oversizedImage: {
    id: 'oversized-image',
    title: 'Photos under 10 MB',
    severity: 'warning',
    why: 'Visitors never download the original (the build makes small copies for every screen), but the repository, every clone and every build carry its whole weight, and no screen needs more than twice its largest display width.',
    message: ({ src, megabytes }: { src: string; megabytes: string; widest: number }) =>
      `is '${src}', a ${megabytes} MB file: phones still get small copies, but the repository and every build carry the whole ${megabytes} MB`,
    hint: ({ widest }: { widest: number }) =>
      `Export it at most ${widest} px wide and under 10 MB (a JPEG at quality 85 is usually 1 to 3 MB), and replace the file.`,
    generalHint:
      'Export it at most twice as wide as its block shows it (3840 px for a full-width banner) and under 10 MB, and replace the file.',
  } satisfies ProblemDefinition<{ src: string; megabytes: string; widest: number }>,
  imageTooManyPixels: {
    id: 'image-too-many-pixels',
    title: 'Photos the build can resize',
    severity: 'error',
    why: 'The build refuses to decode a picture of more than about 268 megapixels (16,384 x 16,384), to keep its memory bounded, so it could make no copy of it for any screen. No screen needs a tenth of that.',
    message: ({ src, width, height, megapixels }: ImageTooManyPixels) =>
      `is '${src}', ${width} x ${height} pixels (${megapixels} megapixels): more than the build can resize (at most 268 megapixels)`,
    hint: ({ widest }: ImageTooManyPixels) =>
      `Export it at most ${widest} px wide (twice as wide as its block shows it), and replace the file.`,
    generalHint:
      'Export it at most twice as wide as its block shows it (3840 px for a full-width banner), and replace the file.',
  } satisfies ProblemDefinition<ImageTooManyPixels>,
  imageTooSmall: {
    id: 'image-too-small',
    title: 'Photos as wide as their block shows them',
    severity: 'warning',
    why: 'A photo narrower than the place it fills is stretched by the browser and looks soft, most of all on high-density screens.',
    message: ({ src, layout, width, largestPx, cropped }: ImageTooSmall) =>
      `is '${src}', ${width} px wide${cropped ? ` once cut to the ${layout}'s shape` : ''}, narrower than the ${layout} shows it (${largestPx} px)`,
    hint: ({ largestPx }: { largestPx: number }) =>
      `Use a photo at least ${largestPx} px wide (${largestPx * 2} px for high-density screens).`,
    generalHint:
      'Use a photo at least as wide as its block shows it, twice that for high-density screens (the message gives the figures).',
  } satisfies ProblemDefinition<ImageTooSmall>,
  shareImageTooSmall: {
    id: 'share-image-too-small',
    title: 'Share images of at least 1200 x 630',
    severity: 'warning',
    why: 'Link previews are 1200 x 630 pixels; a smaller picture is enlarged and blurred in every share.',
    message: ({ src, width, height }: { src: string; width: number; height: number }) =>
      `is '${src}', ${width} x ${height} px after its 1200:630 crop, smaller than a link preview`,
    hint: 'Use a picture at least 1200 x 630 px (wider than 1.9:1 is cut at the sides, taller at the top and bottom).',
  } satisfies ProblemDefinition<{ src: string; width: number; height: number }>,
  redundantImageSize: {
    id: 'redundant-image-size',
    title: 'No width and height on photos',
    severity: 'warning',
    why: "The build reads a photo's size from the file and ignores the numbers in the page, so they can only go stale and mislead the next author.",
    message: ({ width, height }: { width: number; height: number }) =>
      `gives a size, but width and height are read from the file (${width} x ${height})`,
    hint: 'Empty the Width and Height of this image.',
  } satisfies ProblemDefinition<{ width: number; height: number }>,
  svgWithoutSize: {
    id: 'svg-without-size',
    title: 'SVGs with a size',
    severity: 'error',
    why: 'An SVG without a viewBox or width and height gives its box no shape until it loads, so the page jumps (layout shift).',
    message: ({ src }: { src: string }) => `is '${src}', an SVG that states no size (no viewBox, no width and height)`,
    hint: 'Fill in the Width and Height (in pixels) of this image, or add a viewBox to the SVG file.',
  } satisfies ProblemDefinition<{ src: string }>,
  unreadableImage: {
    id: 'unreadable-image',
    title: 'Image files that can be read',
    severity: 'error',
    why: 'The build cannot resize a file it cannot decode, and browsers show visitors a broken image.',
    message: ({ src, reason }: { src: string; reason: string }) =>
      `is '${src}', which cannot be read as an image: ${reason}`,
    hint: 'Export the picture again as JPEG, PNG, WebP or AVIF with the matching extension, and replace the file.',
  } satisfies ProblemDefinition<{ src: string; reason: string }>,
  placeholderImage: {
    id: 'placeholder-image',
    title: 'No placeholder images left',
    severity: 'warning',
    why: '`npm run new-page` and the editor start new pages and items with a placeholder picture so they can be previewed; visitors should never see it.',
    message: ({ src }: { src: string }) => `still shows the placeholder picture '${src}': choose an image`,
    hint: 'Choose an image: in the editor, pick or upload one; by hand, put the picture in public/images/ and write its path as the Image file.',
  } satisfies ProblemDefinition<{ src: string }>,
  sharedBrochure: {
    id: 'shared-brochure',
    title: 'One brochure per product',
    severity: 'warning',
    why: "Two products offering the same brochure file means one of them hands out the other's brochure, most often after a page was copied.",
    message: ({ brochure, others }: { brochure: string; others: string }) =>
      `offers '${brochure}', which ${others} also offers`,
    hint: 'Give each product its own brochure file name (/brochures/<product>.pdf).',
  } satisfies ProblemDefinition<{ brochure: string; others: string }>,
};
