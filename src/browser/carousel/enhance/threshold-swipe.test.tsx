import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCarousel } from './fake-carousel.testing';
import { connectThresholdSwipe } from './threshold-swipe';

function swipe(area: HTMLElement, dx: number, options: { fingers?: number; whileDragging?: () => void } = {}) {
  const touches = Array.from({ length: options.fingers ?? 1 }, () => ({ clientX: 200, clientY: 100 }));
  fireEvent.touchStart(area, { touches });
  options.whileDragging?.();
  fireEvent.touchEnd(area, { changedTouches: [{ clientX: 200 + dx, clientY: 100 }] });
}

function swipeable(selected: number) {
  const area = document.createElement('div');
  const fake = fakeCarousel(4);
  fake.state.selected = selected;
  connectThresholdSwipe(area, fake.carousel, 40);
  return { area, ...fake };
}

describe('connectThresholdSwipe', () => {
  it('settles one slide on after more than 40 px, whichever slide Embla picked by speed', () => {
    const { area, state } = swipeable(1);
    swipe(area, -41, { whileDragging: () => (state.selected = 1) });
    expect(state.selected).toBe(2);
    swipe(area, 41, { whileDragging: () => (state.selected = 2) });
    expect(state.selected).toBe(1);
  });

  it('goes back to the slide it began on after 39 or 40 px, even after a fast flick Embla would follow', () => {
    const { area, state } = swipeable(1);
    swipe(area, -39, { whileDragging: () => (state.selected = 2) });
    expect(state.selected).toBe(1);
    swipe(area, 40, { whileDragging: () => (state.selected = 0) });
    expect(state.selected).toBe(1);
  });

  it('leaves two-finger gestures alone', () => {
    const { area, carousel } = swipeable(1);
    swipe(area, -100, { fingers: 2 });
    expect(carousel.scrollTo).not.toHaveBeenCalled();
  });
});
