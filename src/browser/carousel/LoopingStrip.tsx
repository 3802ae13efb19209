import { useId, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { type SlidesPerViewBreakpoint } from './slides-per-view';
import {
  STRIP_CONTROLS_ATTRIBUTE,
  STRIP_COPY_ATTRIBUTE,
  STRIP_SCOPE_ATTRIBUTE,
  STRIP_TRACK_ATTRIBUTE,
  slidesPerViewCss,
} from './slides-per-view-css';
import { isSlotInView } from './strip-window';
import classes from './LoopingStrip.module.css';

export interface LoopingStripProps<T> {
  items: readonly T[];
  /** How many items show from each viewport width. */
  breakpoints: readonly SlidesPerViewBreakpoint[];
  /** State from useLoopingTrack. */
  position: number;
  animate: boolean;
  trackRef: RefObject<HTMLUListElement | null>;
  /** From useSlidesPerView: null until the page has measured its width. */
  perView: number | null;
  renderItem: (item: T) => ReactNode;
  /** Buttons under the strip; hidden by CSS at widths where every item fits. */
  controls?: ReactNode;
}

/** Copies needed after the last item: as many as the widest row that still has to scroll shows. */
function copyCount(breakpoints: readonly SlidesPerViewBreakpoint[], itemCount: number): number {
  return breakpoints.reduce((max, row) => (row.slides < itemCount ? Math.max(max, row.slides) : max), 0);
}

/**
 * A row of items that moves one item at a time and scrolls on endlessly. How many items show is
 * pure CSS, generated from `breakpoints` into a <style> scoped to this strip, so the server HTML is
 * right at every width; JavaScript only moves it and hides off-screen items from assistive technology.
 */
export function LoopingStrip<T>(props: LoopingStripProps<T>) {
  const { items, breakpoints, position, animate, trackRef, perView, renderItem, controls } = props;
  const scopeId = useId();
  const itemCount = items.length;
  const slots = [...items, ...items.slice(0, copyCount(breakpoints, itemCount))];

  return (
    <div {...{ [STRIP_SCOPE_ATTRIBUTE]: scopeId }} style={{ '--pos': position } as CSSProperties}>
      {/* Generated from validated numbers only; inline <style> is allowed by the site's CSP. */}
      <style dangerouslySetInnerHTML={{ __html: slidesPerViewCss(scopeId, breakpoints, itemCount) }} />
      <div className={classes.viewport}>
        <ul ref={trackRef} className={classes.track} data-animate={animate} {...{ [STRIP_TRACK_ATTRIBUTE]: '' }}>
          {slots.map((item, slot) => {
            const copy = slot >= itemCount;
            const inView = isSlotInView(slot, { position, perView, itemCount });
            return (
              <li
                // The list never reorders: the slot number is a stable key (copies included).
                key={slot}
                className={classes.slot}
                aria-hidden={inView ? undefined : true}
                inert={!inView}
                {...(copy ? { [STRIP_COPY_ATTRIBUTE]: '' } : {})}
              >
                {renderItem(item)}
              </li>
            );
          })}
        </ul>
      </div>
      {controls && (
        <div className={classes.controls} {...{ [STRIP_CONTROLS_ATTRIBUTE]: '' }}>
          {controls}
        </div>
      )}
    </div>
  );
}
