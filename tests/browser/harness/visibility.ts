import type { Locator } from 'playwright-core';

/**
 * Share of an element's box a visitor can actually see: clipped by every ancestor that hides
 * overflow (carousel viewports) and by the window; 0 when it or an ancestor is hidden.
 * Runs in the page.
 */
function visibleFractionInPage(element: Element): number {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 0;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return 0;
  let left = box.left;
  let right = box.right;
  let top = box.top;
  let bottom = box.bottom;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX !== 'visible') {
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (style.overflowY !== 'visible') {
      const clip = parent.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
  }
  left = Math.max(left, 0);
  right = Math.min(right, window.innerWidth);
  if (right <= left || bottom <= top) return 0;
  return ((right - left) * (bottom - top)) / (box.width * box.height);
}

export function visibleFraction(locator: Locator): Promise<number> {
  return locator.evaluate(visibleFractionInPage);
}

/** Horizontal-only variant (ignores vertical scrolling), for "which slide is showing" questions. */
export function horizontallyVisibleFraction(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 0;
    const box = element.getBoundingClientRect();
    if (box.width === 0) return 0;
    let left = box.left;
    let right = box.right;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    left = Math.max(left, 0);
    right = Math.min(right, window.innerWidth);
    return right > left ? (right - left) / box.width : 0;
  });
}
