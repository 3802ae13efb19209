/** Where an endless strip stands and how many of its items fit the screen. */
export interface StripWindow {
  /** Index of the slot at the strip's left edge, 0..itemCount; slot `itemCount` is the first copy. */
  position: number;
  /** Items visible at once at the current width; null before the page has measured it (server render). */
  perView: number | null;
  /** Number of real items (copies excluded). */
  itemCount: number;
}

/**
 * Whether a slot (an item, or a copy appended after the items) is on screen. Off-screen slots are
 * hidden from assistive technology. Before the width is known, and whenever everything fits, the
 * real items count as visible and the copies do not, matching the server-rendered HTML.
 */
export function isSlotInView(slot: number, { position, perView, itemCount }: StripWindow): boolean {
  if (perView === null || perView >= itemCount) return slot < itemCount;
  return slot >= position && slot < position + perView;
}

/** Whether the strip has anything to scroll at the current width (unknown width: no). */
export function canStripScroll({ perView, itemCount }: Pick<StripWindow, 'perView' | 'itemCount'>): boolean {
  return perView !== null && itemCount > perView;
}
