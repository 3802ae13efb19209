import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { CarouselArrow, CarouselDots, RotationToggle } from '../../carousel/CarouselControls';
import { useSlideCarousel } from '../../carousel/use-slide-carousel';
import type { BlockProps } from '../block-types';
import classes from './ReviewCarousel.module.css';

/**
 * Customer testimonials, one at a time, advancing every `intervalMs`; pauses on hover and focus,
 * and stays put for visitors who prefer reduced motion. Each review is a <blockquote> with the
 * speaker in <cite>. Inactive reviews stay in the HTML but are hidden from assistive technology.
 */
export function ReviewCarousel({ block }: BlockProps<'reviewCarousel'>) {
  const { intervalMs, swipeThresholdPx, reviews } = block;
  const count = reviews.length;
  const carousel = useSlideCarousel({ count, intervalMs, pauseOnHover: true, swipeThresholdPx });

  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
    >
      <div
        className={classes.carousel}
        role="region"
        aria-roledescription="carousel"
        aria-label={block.heading}
        {...(count > 1 ? carousel.rootProps : {})}
      >
        <div className={classes.slides} aria-live={carousel.running ? 'off' : 'polite'}>
          {reviews.map((review, reviewIndex) => {
            const active = reviewIndex === carousel.index;
            return (
              <div
                key={review.id}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${reviewIndex + 1} of ${count}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-active={active}
              >
                <figure className={classes.figure}>
                  <blockquote className={classes.quote}>
                    <p>{review.quote}</p>
                  </blockquote>
                  <figcaption className={classes.caption}>
                    <cite className={classes.name}>{review.name}</cite>
                    {review.role && <>, {review.role}</>}
                    {review.company && (
                      <>
                        , <span className={classes.company}>{review.company}</span>
                      </>
                    )}
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <div className={classes.controls}>
            <RotationToggle
              rotating={carousel.rotating}
              onToggle={carousel.toggleRotation}
              stopLabel="Stop automatic review rotation"
              startLabel="Start automatic review rotation"
            />
            <CarouselArrow direction="previous" label="Previous review" onClick={carousel.prev} />
            <CarouselDots count={count} activeIndex={carousel.index} onSelect={carousel.goTo} itemName="review" />
            <CarouselArrow direction="next" label="Next review" onClick={carousel.next} />
          </div>
        )}
      </div>
    </BlockSection>
  );
}
