import { mapBlocksOfType } from './map-blocks.ts';
import type { Migration } from './migration.ts';

/**
 * Version 1 -> 2: the banner's `mobileImage` and `mobileBreakpointPx` become one optional object
 * `mobile: { image, breakpointPx }`. Version 1 accepted a breakpoint without an image, which did
 * nothing on the site; grouped, a breakpoint cannot exist without the image it switches to.
 * A lone breakpoint is dropped, so every migrated page shows exactly what it showed before.
 */
function groupMobileFields(banner: Record<string, unknown>): Record<string, unknown> {
  const { mobileImage, mobileBreakpointPx } = banner;
  if (mobileImage === undefined && mobileBreakpointPx === undefined) return banner;
  const grouped: Record<string, unknown> = {};
  // `mobile` takes the place of `mobileImage`, so the rest of the block keeps its order.
  for (const [key, value] of Object.entries(banner)) {
    if (key === 'mobileImage') {
      grouped.mobile =
        mobileBreakpointPx === undefined ? { image: value } : { image: value, breakpointPx: mobileBreakpointPx };
    } else if (key !== 'mobileBreakpointPx') {
      grouped[key] = value;
    }
  }
  return grouped;
}

export const bannerMobileGroup: Migration = {
  from: 1,
  summary:
    'banner: mobileImage and mobileBreakpointPx are grouped as mobile: { image, breakpointPx }; ' +
    'a mobileBreakpointPx without a mobileImage did nothing and is removed.',
  migrate: (page) => mapBlocksOfType(page, 'banner', groupMobileFields),
};
