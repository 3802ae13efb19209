import { describe, expect, it } from 'vitest';
import { swipeDirection, swipeTarget } from './swipe-rule';

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

describe('swipeTarget', () => {
  it('moves one slide from where the gesture began, wrapping both ways, or stays', () => {
    expect(swipeTarget(0, 4, 'left')).toBe(1);
    expect(swipeTarget(3, 4, 'left')).toBe(0);
    expect(swipeTarget(0, 4, 'right')).toBe(3);
    expect(swipeTarget(2, 4, null)).toBe(2);
  });
});
