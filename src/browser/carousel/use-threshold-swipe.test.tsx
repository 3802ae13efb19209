import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { swipeDirection, useThresholdSwipe } from './use-threshold-swipe';

describe('swipeDirection', () => {
  it('needs more than the threshold: 41 px moves, 40 px and 39 px do not', () => {
    expect(swipeDirection(-41, 0, 40)).toBe('left');
    expect(swipeDirection(41, 0, 40)).toBe('right');
    expect(swipeDirection(-40, 0, 40)).toBeNull();
    expect(swipeDirection(39, 0, 40)).toBeNull();
  });

  it('ignores a gesture that is more vertical than horizontal (page scrolling)', () => {
    expect(swipeDirection(-60, 80, 40)).toBeNull();
  });
});

function Swipeable(props: { onSwipeLeft: () => void; onSwipeRight: () => void }) {
  const handlers = useThresholdSwipe({ thresholdPx: 40, ...props });
  return <div data-testid="area" {...handlers} />;
}

function swipe(area: HTMLElement, dx: number, fingers = 1) {
  const touches = Array.from({ length: fingers }, () => ({ clientX: 200, clientY: 100 }));
  fireEvent.touchStart(area, { touches });
  fireEvent.touchEnd(area, { changedTouches: [{ clientX: 200 + dx, clientY: 100 }] });
}

describe('useThresholdSwipe', () => {
  it('calls the handler of the direction the finger moved, only past the threshold', () => {
    const onSwipeLeft = vi.fn();
    const onSwipeRight = vi.fn();
    const { getByTestId } = render(<Swipeable onSwipeLeft={onSwipeLeft} onSwipeRight={onSwipeRight} />);
    const area = getByTestId('area');
    swipe(area, -39);
    swipe(area, 39);
    expect([onSwipeLeft.mock.calls.length, onSwipeRight.mock.calls.length]).toEqual([0, 0]);
    swipe(area, -41);
    swipe(area, 41);
    expect([onSwipeLeft.mock.calls.length, onSwipeRight.mock.calls.length]).toEqual([1, 1]);
  });

  it('ignores two-finger gestures', () => {
    const onSwipeLeft = vi.fn();
    const { getByTestId } = render(<Swipeable onSwipeLeft={onSwipeLeft} onSwipeRight={vi.fn()} />);
    swipe(getByTestId('area'), -100, 2);
    expect(onSwipeLeft).not.toHaveBeenCalled();
  });
});
