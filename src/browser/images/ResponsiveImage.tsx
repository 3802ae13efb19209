import type { CSSProperties, ImgHTMLAttributes } from 'react';
import type { ReceivedImage } from '../../generated/received-types';
import type { ImageRendition, NarrowRendition } from './image-rendition';
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

function sourcesOf(rendition: Omit<ImageRendition, 'narrow'>, media?: string) {
  const { width, height, sizes } = rendition;
  return [
    ...rendition.sources.map((source) => (
      <source
        key={`${media}:${source.type}`}
        media={media}
        type={source.type}
        srcSet={source.srcSet}
        sizes={sizes}
        width={width}
        height={height}
      />
    )),
    // The fallback format needs its own source only where it must win over the main image.
    media && (
      <source
        key={`${media}:fallback`}
        media={media}
        srcSet={rendition.srcSet}
        sizes={sizes}
        width={width}
        height={height}
      />
    ),
  ];
}

function narrowSources(narrow: ResponsiveImageProps['narrow'], crop: NarrowRendition | undefined) {
  if (narrow) {
    const media = `(max-width: ${narrow.maxWidthPx}px)`;
    const { image } = narrow;
    if (image.rendition) return sourcesOf(image.rendition, media);
    return <source media={media} srcSet={image.src} width={image.width} height={image.height} />;
  }
  return crop ? sourcesOf(crop, `(max-width: ${crop.maxWidthPx}px)`) : null;
}

/**
 * An image as the build prepared it. A photo becomes a <picture>: AVIF and WebP at every width, the
 * original format as the fallback, `sizes` from the block's layout, and its dominant colour as the
 * box's background until it arrives. An SVG stays a plain <img>. Width and height are always set,
 * so the box has its final shape before the file arrives.
 */
export function ResponsiveImage({ image, narrow, className, pictureClassName, loading }: ResponsiveImageProps) {
  const { rendition } = image;
  const alt = image.decorative ? '' : image.alt;
  const style: CSSProperties | undefined = rendition && {
    ...(rendition.placeholder && { backgroundColor: rendition.placeholder }),
    ...(rendition.position && { objectPosition: rendition.position }),
  };
  const narrowed = narrowSources(narrow, rendition?.narrow);
  // A block that styles the <picture> (the banner's grid cell) always gets one.
  if (!rendition && !narrowed && !pictureClassName) {
    return (
      <img className={className} src={image.src} alt={alt} width={image.width} height={image.height} {...loading} />
    );
  }
  return (
    <picture className={pictureClassName ?? classes.picture}>
      {narrowed}
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
