import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { swipeDirection, useSwipe } from './use-swipe';

describe('swipeDirection with the spec threshold of 40 px', () => {
  it.each([
    [-39, 0, null],
    [-40, 0, null],
    [-41, 0, 'left'],
    [39, 0, null],
    [40, 0, null],
    [41, 0, 'right'],
    [-60, 70, null],
    [60, -60, null],
  ])('dx %i, dy %i -> %s', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy, 40)).toBe(expected);
  });
});

function SwipeArea({ onSwipeLeft, onSwipeRight }: { onSwipeLeft: () => void; onSwipeRight: () => void }) {
  const handlers = useSwipe({ thresholdPx: 40, onSwipeLeft, onSwipeRight });
  return <div data-testid="area" {...handlers} />;
}

function swipe(element: HTMLElement, fromX: number, toX: number, touchesAtStart = 1) {
  const start = Array.from({ length: touchesAtStart }, () => ({ clientX: fromX, clientY: 100 }));
  fireEvent.touchStart(element, { touches: start, changedTouches: start });
  fireEvent.touchEnd(element, { touches: [], changedTouches: [{ clientX: toX, clientY: 100 }] });
}

describe('useSwipe', () => {
  it('reports a left swipe of 41 px but not of 40 px', () => {
    const onSwipeLeft = vi.fn();
    const onSwipeRight = vi.fn();
    render(<SwipeArea onSwipeLeft={onSwipeLeft} onSwipeRight={onSwipeRight} />);
    swipe(screen.getByTestId('area'), 200, 160);
    expect(onSwipeLeft).not.toHaveBeenCalled();
    swipe(screen.getByTestId('area'), 200, 159);
    expect(onSwipeLeft).toHaveBeenCalledTimes(1);
    expect(onSwipeRight).not.toHaveBeenCalled();
  });

  it('reports a right swipe of 41 px', () => {
    const onSwipeLeft = vi.fn();
    const onSwipeRight = vi.fn();
    render(<SwipeArea onSwipeLeft={onSwipeLeft} onSwipeRight={onSwipeRight} />);
    swipe(screen.getByTestId('area'), 100, 141);
    expect(onSwipeRight).toHaveBeenCalledTimes(1);
    expect(onSwipeLeft).not.toHaveBeenCalled();
  });

  it('ignores two-finger gestures and a touch end without a start', () => {
    const onSwipeLeft = vi.fn();
    render(<SwipeArea onSwipeLeft={onSwipeLeft} onSwipeRight={vi.fn()} />);
    const area = screen.getByTestId('area');
    swipe(area, 300, 100, 2);
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 0, clientY: 100 }] });
    expect(onSwipeLeft).not.toHaveBeenCalled();
  });

  it('forgets a cancelled touch', () => {
    const onSwipeLeft = vi.fn();
    render(<SwipeArea onSwipeLeft={onSwipeLeft} onSwipeRight={vi.fn()} />);
    const area = screen.getByTestId('area');
    fireEvent.touchStart(area, { touches: [{ clientX: 300, clientY: 0 }] });
    fireEvent.touchCancel(area);
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 100, clientY: 0 }] });
    expect(onSwipeLeft).not.toHaveBeenCalled();
  });
});
