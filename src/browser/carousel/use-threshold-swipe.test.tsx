import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SwipeCarousel } from './swipe-rule';
import { useThresholdSwipe } from './use-threshold-swipe';

/** A carousel whose own drag already moved it somewhere on release (as Embla's speed rule may). */
function fakeCarousel(selected = 0, count = 4) {
  const carousel: SwipeCarousel & { selected: number } = {
    selected,
    selectedScrollSnap: () => carousel.selected,
    scrollSnapList: () => Array.from({ length: count }),
    scrollTo: vi.fn((index: number) => void (carousel.selected = index)),
  };
  return carousel;
}

function Swipeable({ carousel }: { carousel: SwipeCarousel }) {
  const handlers = useThresholdSwipe({ thresholdPx: 40, carousel });
  return <div data-testid="area" {...handlers} />;
}

function swipe(area: HTMLElement, dx: number, options: { fingers?: number; whileDragging?: () => void } = {}) {
  const touches = Array.from({ length: options.fingers ?? 1 }, () => ({ clientX: 200, clientY: 100 }));
  fireEvent.touchStart(area, { touches });
  options.whileDragging?.();
  fireEvent.touchEnd(area, { changedTouches: [{ clientX: 200 + dx, clientY: 100 }] });
}

describe('useThresholdSwipe', () => {
  it('settles one slide on after more than 40 px, whichever slide Embla picked by speed', () => {
    const carousel = fakeCarousel(1);
    const { getByTestId } = render(<Swipeable carousel={carousel} />);
    const area = getByTestId('area');
    swipe(area, -41, { whileDragging: () => (carousel.selected = 1) });
    expect(carousel.selected).toBe(2);
    swipe(area, 41, { whileDragging: () => (carousel.selected = 2) });
    expect(carousel.selected).toBe(1);
  });

  it('goes back to the slide it began on after 39 or 40 px, even after a fast flick Embla would follow', () => {
    const carousel = fakeCarousel(1);
    const { getByTestId } = render(<Swipeable carousel={carousel} />);
    const area = getByTestId('area');
    swipe(area, -39, { whileDragging: () => (carousel.selected = 2) });
    expect(carousel.selected).toBe(1);
    swipe(area, 40, { whileDragging: () => (carousel.selected = 0) });
    expect(carousel.selected).toBe(1);
  });

  it('leaves two-finger gestures alone', () => {
    const carousel = fakeCarousel(1);
    const { getByTestId } = render(<Swipeable carousel={carousel} />);
    swipe(getByTestId('area'), -100, { fingers: 2 });
    expect(carousel.scrollTo).not.toHaveBeenCalled();
  });
});
