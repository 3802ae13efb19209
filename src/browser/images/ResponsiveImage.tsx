import type { CSSProperties, ImgHTMLAttributes } from 'react';
import type { ReceivedImage } from '../../generated/received-types';
import type { ImageRendition, ImageSource, NarrowRendition } from './image-rendition';
import classes from './ResponsiveImage.module.css';

export interface ResponsiveImageProps {
  image: ReceivedImage;
  /** A separate image for narrow screens (the banner's `mobile`); otherwise the rendition's own narrow crop, if any. */
  narrow?: { image: ReceivedImage; maxWidthPx: number };
  className?: string;
  /** On the <picture> (display: contents unless a class says otherwise). */
  pictureClassName?: string;
  /** Loading hints: eager and high priority above the fold, lazy below. */
  loading: Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'>;
}

type SourceSet = Pick<ImageRendition, 'sources' | 'srcSet' | 'width' | 'height'> & { sizes?: string };

function sourcesOf(rendition: SourceSet, media?: string) {
  const { width, height, sizes } = rendition;
  // Under a media query the fallback format needs its own source, or the main <img> would win there.
  const sources: Partial<ImageSource>[] = media
    ? [...rendition.sources, { srcSet: rendition.srcSet }]
    : rendition.sources;
  return sources.map((source) => (
    <source
      key={`${media}${source.type}`}
      media={media}
      type={source.type}
      srcSet={source.srcSet}
      sizes={sizes}
      width={width}
      height={height}
    />
  ));
}

/** What narrow screens show: the separate mobile image (an SVG as it is), else the photo's own narrow crop. */
function narrowSources(narrow: ResponsiveImageProps['narrow'], crop: NarrowRendition | undefined) {
  const shown = narrow ? (narrow.image.rendition ?? { ...narrow.image, sources: [], srcSet: narrow.image.src }) : crop;
  return shown && sourcesOf(shown, `(max-width: ${(narrow ?? crop)!.maxWidthPx}px)`);
}

/**
 * An image as the build prepared it. A photo becomes a <picture>: AVIF and WebP at every width, the
 * original format as the fallback, `sizes` from the block's layout, and its dominant colour as the
 * box's background until it arrives. An SVG is shown as it is (its <picture> holds only the <img>).
 * Width and height are always set, so the box has its final shape before the file arrives.
 */
export function ResponsiveImage({ image, narrow, className, pictureClassName, loading }: ResponsiveImageProps) {
  const { rendition } = image;
  const alt = image.decorative ? '' : image.alt;
  // React leaves out a style property whose value is undefined.
  const style: CSSProperties | undefined = rendition && {
    backgroundColor: rendition.placeholder,
    objectPosition: rendition.position,
  };
  return (
    <picture className={pictureClassName ?? classes.picture}>
      {narrowSources(narrow, rendition?.narrow)}
      {rendition && sourcesOf(rendition)}
      <img
        className={className}
        src={rendition?.src ?? image.src}
        srcSet={rendition?.srcSet}
        sizes={rendition?.sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        style={style}
        {...loading}
      />
    </picture>
  );
}

/** Loading hints for an image in the block at `index`: eager and high priority above the fold, lazy below. */
export function imageLoadingProps(index: number) {
  return index === 0 ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}

/**
 * An image in a block, with loading hints by the block's position (block 0 is above the fold). In
 * this module, not beside the blocks: one chunk for every island that shows a picture.
 */
export function BlockImage({ image, index, className }: { image: ReceivedImage; index: number; className?: string }) {
  return <ResponsiveImage image={image} className={className} loading={imageLoadingProps(index)} />;
}
