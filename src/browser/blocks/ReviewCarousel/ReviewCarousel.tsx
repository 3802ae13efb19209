import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { SiteCarousel } from '../../carousel/SiteCarousel';
import type { BlockOf, BlockProps } from '../block-types';
import classes from './ReviewCarousel.module.css';

type Review = BlockOf<'reviewCarousel'>['reviews'][number];

const ONE_PER_VIEW = [{ minWidthPx: 0, slides: 1 }] as const;

/**
 * Customer testimonials, one at a time, advancing every `intervalMs`. Each review is a
 * <blockquote> with the speaker in <cite>.
 */
export function ReviewCarousel({ block }: BlockProps<'reviewCarousel'>) {
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
    >
      <SiteCarousel
        className={classes.carousel}
        label={block.heading}
        items={block.reviews}
        itemKey={(review) => review.id}
        renderItem={(review) => <ReviewQuote review={review} />}
        intervalMs={block.intervalMs}
        slidesPerView={ONE_PER_VIEW}
        swipeThresholdPx={block.swipeThresholdPx}
        itemName="review"
        pauseLabel="Pause the moving reviews"
        playLabel="Play the moving reviews"
        withIndicators
        toggleClassName={classes.toggle}
        classNames={{ indicators: classes.indicators }}
      />
    </BlockSection>
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
