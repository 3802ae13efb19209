import type { SlidesPerViewBreakpoint } from './slides-per-view';

/** Marks the element that owns a strip's generated CSS; its value is the strip's unique id. */
export const STRIP_SCOPE_ATTRIBUTE = 'data-strip-scope';
/** Marks the copies appended after a strip's items so it can scroll on endlessly. */
export const STRIP_COPY_ATTRIBUTE = 'data-strip-copy';
/** Marks the moving track of a strip. */
export const STRIP_TRACK_ATTRIBUTE = 'data-strip-track';
/** Marks a strip's buttons: pointless (so hidden) where every item fits. */
export const STRIP_CONTROLS_ATTRIBUTE = 'data-strip-controls';

/** The attribute selector for a strip's scope; ids come from React's useId, quotes escaped anyway. */
export function stripScopeSelector(id: string): string {
  return `[${STRIP_SCOPE_ATTRIBUTE}="${id.replace(/["\\]/g, '\\$&')}"]`;
}

/**
 * CSS that sets `--per-view` for each row of a cards-per-width table with media queries, so the
 * server-rendered HTML shows the right number of items at every width before any script runs.
 * Where a row shows all `itemCount` items at once the strip has nothing to scroll: its copies and
 * buttons are hidden and its offset (`--pos`) is held at 0. Rows are emitted narrowest first, so on equal widths
 * the later row wins, exactly as in `slidesPerViewAt`.
 */
export function slidesPerViewCss(
  scopeId: string,
  breakpoints: readonly SlidesPerViewBreakpoint[],
  itemCount: number,
): string {
  const scope = stripScopeSelector(scopeId);
  const rows = [...breakpoints].sort((a, b) => a.minWidthPx - b.minWidthPx);
  if (rows[0]?.minWidthPx !== 0) rows.unshift({ minWidthPx: 0, slides: 1 });
  return rows
    .map(({ minWidthPx, slides }) => {
      const still = slides >= itemCount;
      const rules =
        `${scope}{--per-view:${slides}}` +
        `${scope} [${STRIP_COPY_ATTRIBUTE}]{display:${still ? 'none' : 'block'}}` +
        `${scope} [${STRIP_TRACK_ATTRIBUTE}]{--pos:${still ? '0' : 'inherit'}}` +
        `${scope} [${STRIP_CONTROLS_ATTRIBUTE}]{display:${still ? 'none' : 'flex'}}`;
      return minWidthPx === 0 ? rules : `@media (min-width:${minWidthPx}px){${rules}}`;
    })
    .join('\n');
}
