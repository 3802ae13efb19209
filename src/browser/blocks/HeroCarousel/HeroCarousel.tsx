import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import { IslandProviders } from '../../app/IslandProviders';
import { imageLoadingProps, ResponsiveImage } from '../../images/ResponsiveImage';
import { LinkButton } from '../../links/LinkButton';
import { SiteCarousel } from '../../carousel/SiteCarousel';
import type { BlockOf, BlockProps } from '../block-types';
import classes from './HeroCarousel.module.css';

type HeroSlide = BlockOf<'heroCarousel'>['slides'][number];

/**
 * The Home page's rotating hero. Its `heading` is the page's (visually hidden) <h1> and names the
 * carousel; each slide's headline is an <h2>. Slides sit side by side in Embla's track and share
 * its height, so the block is as tall as its tallest slide from the first paint.
 */
export function HeroCarousel({ block, index: blockIndex }: BlockProps<'heroCarousel'>) {
  const headingId = useId();
  return (
    <section id={block.anchor} className={classes.hero} data-background="brand" style={imageRatioStyle(block.slides)}>
      <IslandProviders>
        <VisuallyHidden id={headingId} renderRoot={(props) => <h1 {...props} />}>
          {block.heading}
        </VisuallyHidden>
      </IslandProviders>
      <SiteCarousel
        labelledBy={headingId}
        items={block.slides}
        itemKey={(slide) => slide.id}
        // Only the first slide of a hero at the top of the page is the LCP image; the rest wait.
        renderItem={(slide, slideIndex) => (
          <HeroSlideContent slide={slide} loadingPriority={blockIndex === 0 && slideIndex === 0 ? 0 : 1} />
        )}
        motion={block}
        itemName="slide"
        motionName="slide show"
        withIndicators
        classNames={classes}
      />
    </section>
  );
}

/** The first picture's height to width, for placing the arrows on the picture's middle on phones. */
function imageRatioStyle(slides: readonly HeroSlide[]): CSSProperties | undefined {
  const image = slides[0]?.image;
  if (!image?.width || !image.height) return undefined;
  return { '--hero-image-ratio': String(image.height / image.width) } as CSSProperties;
}

function HeroSlideContent({ slide, loadingPriority }: { slide: HeroSlide; loadingPriority: number }) {
  return (
    <div className={classes.panel}>
      <ResponsiveImage image={slide.image} className={classes.image} loading={imageLoadingProps(loadingPriority)} />
      <div className={classes.caption}>
        <div className={classes.captionInner}>
          <h2 className={classes.headline}>{slide.headline}</h2>
          {slide.text && <p className={classes.text}>{slide.text}</p>}
          {slide.cta && <LinkButton link={slide.cta} variant="white" size="md" />}
        </div>
      </div>
    </div>
  );
}
