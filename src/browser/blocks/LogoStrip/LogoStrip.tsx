import { useMemo } from 'react';
import { BlockImage } from '../../components/BlockImage';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { RotationToggle } from '../../carousel/CarouselControls';
import { LoopingStrip } from '../../carousel/LoopingStrip';
import { useLoopingTrack } from '../../carousel/use-looping-track';
import { useRotation } from '../../carousel/use-rotation';
import { useSlidesPerView } from '../../carousel/use-slides-per-view';
import { canStripScroll } from '../../carousel/strip-window';
import type { BlockProps } from '../block-types';
import classes from './LogoStrip.module.css';

/**
 * Customer logos, `visibleCount` at a time, shifting by one logo every
 * `intervalMs` and wrapping endlessly (after the last logo the first slides in). Pauses on hover
 * and focus; does not move for visitors who prefer reduced motion.
 */
export function LogoStrip({ block, index }: BlockProps<'logoStrip'>) {
  const { visibleCount, intervalMs, logos } = block;
  // The spec's strip shows its 4 logos at every width (on a phone each is a quarter of the row).
  const breakpoints = useMemo(() => [{ minWidthPx: 0, slides: visibleCount }], [visibleCount]);
  const perView = useSlidesPerView(breakpoints);
  const track = useLoopingTrack(logos.length);
  const rotation = useRotation({
    intervalMs,
    onAdvance: track.next,
    restartKey: track.position,
    canRotate: canStripScroll({ perView, itemCount: logos.length }),
  });
  const label = block.heading ?? 'Customer logos';

  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={block.heading && <BlockHeading>{block.heading}</BlockHeading>}
    >
      <div role="region" aria-roledescription="carousel" aria-label={label} {...rotation.pauseHandlers}>
        <LoopingStrip
          items={logos}
          breakpoints={breakpoints}
          position={track.position}
          animate={track.animate}
          trackRef={track.trackRef}
          perView={perView}
          renderItem={(logo) => (
            <div className={classes.logo}>
              <BlockImage image={logo} index={index} className={classes.image} />
            </div>
          )}
          controls={
            <RotationToggle
              rotating={rotation.rotating}
              onToggle={rotation.toggleRotation}
              stopLabel="Pause the moving logos"
              startLabel="Play the moving logos"
            />
          }
        />
      </div>
    </BlockSection>
  );
}
