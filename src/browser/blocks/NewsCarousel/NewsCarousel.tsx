import type { KeyboardEvent } from 'react';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { CarouselArrow, RotationToggle } from '../../carousel/CarouselControls';
import { LoopingStrip } from '../../carousel/LoopingStrip';
import { useLoopingTrack } from '../../carousel/use-looping-track';
import { useRotation } from '../../carousel/use-rotation';
import { useSlidesPerView } from '../../carousel/use-slides-per-view';
import { useSwipe } from '../../carousel/use-swipe';
import { canStripScroll } from '../../carousel/strip-window';
import type { BlockProps } from '../block-types';
import { NewsCard } from './NewsCard';

/**
 * News cards that scroll by one card every `intervalMs`, endlessly. How many cards show at a width
 * comes from `slidesPerView` as generated CSS, so the server HTML is right everywhere; where all
 * cards fit nothing moves. Pauses on hover and focus, and for visitors who prefer reduced motion.
 */
export function NewsCarousel({ block, index }: BlockProps<'newsCarousel'>) {
  const { intervalMs, slidesPerView, swipeThresholdPx, items } = block;
  const perView = useSlidesPerView(slidesPerView);
  const track = useLoopingTrack(items.length);
  const canScroll = canStripScroll({ perView, itemCount: items.length });
  const rotation = useRotation({ intervalMs, onAdvance: track.next, restartKey: track.position, canRotate: canScroll });
  const swipeHandlers = useSwipe({
    thresholdPx: swipeThresholdPx,
    onSwipeLeft: () => canScroll && track.next(),
    onSwipeRight: () => canScroll && track.prev(),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!canScroll || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') track.prev();
    else track.next();
  };

  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
    >
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={block.heading}
        onKeyDown={onKeyDown}
        {...rotation.pauseHandlers}
        {...swipeHandlers}
      >
        <LoopingStrip
          items={items}
          breakpoints={slidesPerView}
          position={track.position}
          animate={track.animate}
          trackRef={track.trackRef}
          perView={perView}
          renderItem={(item) => <NewsCard item={item} blockIndex={index} />}
          controls={
            <>
              <CarouselArrow direction="previous" label="Previous news" onClick={track.prev} />
              <RotationToggle
                rotating={rotation.rotating}
                onToggle={rotation.toggleRotation}
                stopLabel="Pause the moving news"
                startLabel="Play the moving news"
              />
              <CarouselArrow direction="next" label="Next news" onClick={track.next} />
            </>
          }
        />
      </div>
    </BlockSection>
  );
}
