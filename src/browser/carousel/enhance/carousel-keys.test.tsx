import { describe, expect, it } from 'vitest';
import { connectCarouselKeys } from './carousel-keys';
import { fakeCarousel } from './fake-carousel.testing';

describe('connectCarouselKeys', () => {
  it('moves with the arrow keys (wrapping both ways), Home and End, from anywhere inside', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="#slide">a link in a slide</a>';
    const { carousel, state } = fakeCarousel(4);
    connectCarouselKeys(root, carousel);
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      root.querySelector('a')!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press('ArrowLeft')).toBe(true);
    expect(state.selected).toBe(3);
    press('ArrowRight');
    expect(state.selected).toBe(0);
    press('End');
    expect(state.selected).toBe(3);
    press('Home');
    expect(state.selected).toBe(0);
    expect(press('Tab'), 'other keys are left alone').toBe(false);
  });
});
