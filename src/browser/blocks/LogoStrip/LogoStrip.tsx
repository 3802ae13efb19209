import { useMemo } from 'react';
import { BlockImage } from '../../images/ResponsiveImage';
import { SectionCarousel } from '../../carousel/SectionCarousel';
import type { BlockProps } from '../block-types';
import classes from './LogoStrip.module.css';

/**
 * Customer logos, `visibleCount` at a time at every width (on a phone each is a quarter of the
 * row), shifting by one logo every `intervalMs` and wrapping endlessly.
 */
export function LogoStrip({ block, index }: BlockProps<'logoStrip'>) {
  const { visibleCount } = block;
  const slidesPerView = useMemo(() => [{ minWidthPx: 0, slides: visibleCount }], [visibleCount]);
  return (
    <SectionCarousel
      anchor={block.anchor}
      background={block.background}
      heading={block.heading}
      fallbackLabel="Customer logos"
      items={block.logos}
      itemKey={(logo, logoIndex) => `${logoIndex}:${logo.src}`}
      renderItem={(logo) => (
        <div className={classes.logo}>
          <BlockImage image={logo} index={index} className={classes.image} />
        </div>
      )}
      motion={block}
      slidesPerView={slidesPerView}
      itemName="logo"
      motionName="moving logos"
      withArrows={false}
      slideGap="xs"
      classNames={classes}
    />
  );
}
