import { SectionCarousel } from '../../carousel/SectionCarousel';
import type { BlockProps } from '../block-types';
import { NewsCard } from './NewsCard';
import classes from './NewsCarousel.module.css';

/**
 * News cards that scroll by one card every `intervalMs`, endlessly. How many cards show at a width
 * comes from `slidesPerView` (CSS media queries, right in the server HTML); where all cards fit,
 * nothing moves and the arrows and Pause button hide.
 */
export function NewsCarousel({ block, index }: BlockProps<'newsCarousel'>) {
  return (
    <SectionCarousel
      anchor={block.anchor}
      background={block.background}
      heading={block.heading}
      // Filled by the build when the block queries a collection; a render outside the build may lack it.
      items={block.items ?? []}
      itemKey={(item) => item.id}
      renderItem={(item) => <NewsCard item={item} blockIndex={index} />}
      motion={block}
      slidesPerView={block.slidesPerView}
      itemName="news card"
      motionName="moving news"
      slideGap="md"
      classNames={classes}
    />
  );
}
