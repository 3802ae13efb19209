import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { imageLoadingProps } from '../../components/BlockImage';
import { LinkButton } from '../../links/LinkButton';
import { CarouselArrow, CarouselDots, RotationToggle } from '../../carousel/CarouselControls';
import { useSlideCarousel } from '../../carousel/use-slide-carousel';
import type { BlockProps } from '../block-types';
import classes from './HeroCarousel.module.css';

/**
 * The Home page's rotating hero. Its `heading` is the page's (visually hidden) <h1>; each slide's
 * headline is an <h2>. Slides share one grid cell and cross-fade, so the block is as tall as its
 * tallest slide from the first paint. Inactive slides stay in the HTML (for search engines and a
 * stable layout) but are hidden from assistive technology and taken out of the tab order.
 */
export function HeroCarousel({ block, index: blockIndex }: BlockProps<'heroCarousel'>) {
  const { intervalMs, pauseOnHover, swipeThresholdPx } = block;
  const count = block.slides.length;
  const carousel = useSlideCarousel({ count, intervalMs, pauseOnHover, swipeThresholdPx });
  const headingId = useId();

  return (
    <section
      id={block.anchor}
      className={classes.hero}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-background="brand"
      tabIndex={count > 1 ? 0 : undefined}
      {...(count > 1 ? carousel.rootProps : {})}
    >
      <VisuallyHidden id={headingId} renderRoot={(props) => <h1 {...props} />}>
        {block.heading}
      </VisuallyHidden>
      {/* Announce slide changes only when the visitor caused them, not every few seconds. */}
      <div className={classes.slides} aria-live={carousel.running ? 'off' : 'polite'}>
        {block.slides.map((slide, slideIndex) => {
          const active = slideIndex === carousel.index;
          // Only the first slide of a hero at the top of the page is the LCP image; the rest wait.
          const loadingPriority = blockIndex === 0 && slideIndex === 0 ? 0 : 1;
          return (
            <div
              key={slide.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active}
            >
              <img
                className={classes.image}
                src={slide.image.src}
                alt={slide.image.decorative ? '' : slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                {...imageLoadingProps(loadingPriority)}
              />
              <div className={classes.caption}>
                <div className={classes.captionInner}>
                  <h2 className={classes.headline}>{slide.headline}</h2>
                  {slide.text && <p className={classes.text}>{slide.text}</p>}
                  {slide.cta && <LinkButton link={slide.cta} variant="white" size="md" />}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={classes.controls}>
          <RotationToggle
            rotating={carousel.rotating}
            onToggle={carousel.toggleRotation}
            stopLabel="Stop automatic slide show"
            startLabel="Start automatic slide show"
          />
          <CarouselArrow direction="previous" label="Previous slide" onClick={carousel.prev} />
          <CarouselDots count={count} activeIndex={carousel.index} onSelect={carousel.goTo} />
          <CarouselArrow direction="next" label="Next slide" onClick={carousel.next} />
        </div>
      )}
    </section>
  );
}
