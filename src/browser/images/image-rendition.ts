/**
 * What the build makes of a raster image (src/build/images): the files a browser chooses from,
 * written into the page data beside the author's `src`, so a block renders a <picture> from data
 * alone. Plain JSON: islands receive it in their props.
 */
export interface ImageRendition {
  /** The fallback file (the original's format) at a width that suits most screens. */
  src: string;
  /** Intrinsic size of what is shown (after any crop): the box keeps this aspect ratio while loading. */
  width: number;
  height: number;
  /** `<source>` candidates, best format first (AVIF, then WebP), each a `srcset` of every width. */
  sources: ImageSource[];
  /** The fallback format's `srcset`, for the <img> itself. */
  srcSet: string;
  /** The `sizes` of the block's layout: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The photo's dominant colour ('#rrggbb'), painted in the image's box until the file arrives (none for a transparent image). */
  placeholder?: string;
  /** CSS object-position from the author's focus point, where the block crops with object-fit. */
  position?: string;
  /** A second crop of the same photo for narrow screens (the banner's mobile crop). */
  narrow?: NarrowRendition;
}

export interface ImageSource {
  /** MIME type: 'image/avif', 'image/webp'. */
  type: string;
  srcSet: string;
}

export interface NarrowRendition extends Omit<ImageRendition, 'narrow'> {
  /** Shown at and below this viewport width. */
  maxWidthPx: number;
}
