import type { ReceivedImage } from '../../generated/received-types';

export interface BlockImageProps {
  image: ReceivedImage;
  /** The block's position on the page: block 0 is above the fold. */
  index: number;
  className?: string;
  /** Hint for the browser when the image is narrower than the viewport. */
  sizes?: string;
}

/** Loading hints for an image in the block at `index`: eager and high priority above the fold, lazy below. */
export function imageLoadingProps(index: number) {
  return index === 0 ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}

/**
 * An image from page data with its intrinsic size (no layout shift) and loading hints by
 * position. Decorative images get alt="" so screen readers skip them.
 */
export function BlockImage({ image, index, className, sizes }: BlockImageProps) {
  return (
    <img
      src={image.src}
      alt={image.decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      className={className}
      sizes={sizes}
      {...imageLoadingProps(index)}
    />
  );
}
