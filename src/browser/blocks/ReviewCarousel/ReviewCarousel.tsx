import { SectionCarousel } from '../../carousel/SectionCarousel';
import type { BlockOf, BlockProps } from '../block-types';
import classes from './ReviewCarousel.module.css';

type Review = BlockOf<'reviewCarousel'>['reviews'][number];

/**
 * Customer testimonials, one at a time, advancing every `intervalMs`. Each review is a
 * <blockquote> with the speaker in <cite>.
 */
export function ReviewCarousel({ block }: BlockProps<'reviewCarousel'>) {
  return (
    <SectionCarousel
      anchor={block.anchor}
      background={block.background}
      heading={block.heading}
      className={classes.carousel}
      items={block.reviews}
      itemKey={(review) => review.id}
      renderItem={(review) => <ReviewQuote review={review} />}
      motion={block}
      itemName="review"
      motionName="moving reviews"
      withIndicators
      classNames={classes}
    />
  );
}

function ReviewQuote({ review }: { review: Review }) {
  return (
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
  );
}
