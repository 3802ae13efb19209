import { useMemo } from 'react';
import { BlockImage } from '../../components/BlockImage';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { SiteCarousel } from '../../carousel/SiteCarousel';
import type { BlockProps } from '../block-types';
import classes from './LogoStrip.module.css';

/**
 * Customer logos, `visibleCount` at a time at every width (on a phone each is a quarter of the
 * row), shifting by one logo every `intervalMs` and wrapping endlessly.
 */
export function LogoStrip({ block, index }: BlockProps<'logoStrip'>) {
  const { visibleCount, logos } = block;
  const slidesPerView = useMemo(() => [{ minWidthPx: 0, slides: visibleCount }], [visibleCount]);
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={block.heading && <BlockHeading>{block.heading}</BlockHeading>}
    >
      <SiteCarousel
        label={block.heading ?? 'Customer logos'}
        items={logos}
        itemKey={(logo, logoIndex) => `${logoIndex}:${logo.src}`}
        renderItem={(logo) => (
          <div className={classes.logo}>
            <BlockImage image={logo} index={index} className={classes.image} />
          </div>
        )}
        intervalMs={block.intervalMs}
        slidesPerView={slidesPerView}
        swipeThresholdPx={40}
        itemName="logo"
        pauseLabel="Pause the moving logos"
        playLabel="Play the moving logos"
        withArrows={false}
        slideGap="xs"
        toggleClassName={classes.toggle}
      />
    </BlockSection>
  );
}
