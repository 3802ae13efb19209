import type { ReceivedImage } from '../../generated/received-types';
import { ResponsiveImage } from '../images/ResponsiveImage';

export interface BlockImageProps {
  image: ReceivedImage;
  /** The block's position on the page: block 0 is above the fold. */
  index: number;
  className?: string;
}

/** Loading hints for an image in the block at `index`: eager and high priority above the fold, lazy below. */
export function imageLoadingProps(index: number) {
  return index === 0 ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}

/**
 * An image from page data in a block, with loading hints by position. Decorative images get
 * alt="" so screen readers skip them; photos come as a <picture> (see ResponsiveImage).
 */
export function BlockImage({ image, index, className }: BlockImageProps) {
  return <ResponsiveImage image={image} className={className} loading={imageLoadingProps(index)} />;
}
