import { useMemo } from 'react';
import { BlockImage } from '../../images/ResponsiveImage';
import { SectionCarousel } from '../../carousel/SectionCarousel';
import type { BlockProps } from '../block-types';
import classes from './LogoStrip.module.css';

/** Below this width a logo a quarter of the row wide would be about 50 px: too small to read. */
const TABLET_MIN_WIDTH_PX = 768;
/** Phones show at most two logos (each at least 96 px wide on a 320 px screen), wide phones three. */
const PHONE_LOGOS = 2;
const WIDE_PHONE_MIN_WIDTH_PX = 560;
const WIDE_PHONE_LOGOS = 3;

/**
 * Customer logos, `visibleCount` at a time on tablets and desktops and fewer, larger ones on
 * phones, shifting by one logo every `intervalMs` and wrapping endlessly.
 */
export function LogoStrip({ block, index }: BlockProps<'logoStrip'>) {
  const { visibleCount } = block;
  const slidesPerView = useMemo(
    () => [
      { minWidthPx: 0, slides: Math.min(visibleCount, PHONE_LOGOS) },
      { minWidthPx: WIDE_PHONE_MIN_WIDTH_PX, slides: Math.min(visibleCount, WIDE_PHONE_LOGOS) },
      { minWidthPx: TABLET_MIN_WIDTH_PX, slides: visibleCount },
    ],
    [visibleCount],
  );
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
