import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { SiteCarousel } from '../../carousel/SiteCarousel';
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
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
    >
      <SiteCarousel
        label={block.heading}
        items={block.items}
        itemKey={(item) => item.id}
        renderItem={(item) => <NewsCard item={item} blockIndex={index} />}
        intervalMs={block.intervalMs}
        slidesPerView={block.slidesPerView}
        swipeThresholdPx={block.swipeThresholdPx}
        itemName="news card"
        pauseLabel="Pause the moving news"
        playLabel="Play the moving news"
        slideGap="md"
        toggleClassName={classes.toggle}
      />
    </BlockSection>
  );
}
