import { describe, expect, it } from 'vitest';
import { canStripScroll, isSlotInView } from './strip-window';

const visibleSlots = (window: Parameters<typeof isSlotInView>[1], slots: number) =>
  Array.from({ length: slots }, (_, slot) => slot).filter((slot) => isSlotInView(slot, window));

describe('isSlotInView', () => {
  it('shows the perView slots from the position', () => {
    expect(visibleSlots({ position: 2, perView: 4, itemCount: 6 }, 10)).toEqual([2, 3, 4, 5]);
  });

  it('shows copies (slots from itemCount on) once the strip has scrolled past its last item', () => {
    expect(visibleSlots({ position: 5, perView: 4, itemCount: 6 }, 10)).toEqual([5, 6, 7, 8]);
  });

  it('shows the real items only before the width is known', () => {
    expect(visibleSlots({ position: 0, perView: null, itemCount: 6 }, 10)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('shows the real items only when all of them fit', () => {
    expect(visibleSlots({ position: 2, perView: 4, itemCount: 3 }, 6)).toEqual([0, 1, 2]);
  });
});

describe('canStripScroll', () => {
  it.each([
    [null, 6, false],
    [4, 4, false],
    [4, 5, true],
    [1, 3, true],
  ])('perView %s with %i items: %s', (perView, itemCount, expected) => {
    expect(canStripScroll({ perView, itemCount })).toBe(expected);
  });
});
