import { afterEach, describe, expect, it } from 'vitest';
import { fakeCarousel } from './fake-carousel.testing';
import { connectIndicatorDots } from './indicator-dots';

const config = { indicatorClass: 'dot mantine-Carousel-indicator', indicatorLabel: 'Go to slide', count: 3 };

function carouselRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<div class="mantine-Carousel-indicators" role="tablist" aria-label="Slides"></div>';
  document.body.append(root);
  return root;
}
const dots = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('connectIndicatorDots', () => {
  it('makes one named dot per slide, each a Tab stop, the selected one marked', () => {
    const root = carouselRoot();
    connectIndicatorDots(root, fakeCarousel(3).carousel, config);
    expect(dots(root).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1 of 3',
      'Go to slide 2 of 3',
      'Go to slide 3 of 3',
    ]);
    expect(dots(root).map((dot) => dot.tabIndex)).toEqual([0, 0, 0]);
    expect(dots(root).map((dot) => dot.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(dots(root)[0]!.hasAttribute('data-active')).toBe(true);
    expect(dots(root)[0]!.className).toBe(config.indicatorClass);
  });

  it('goes to the pressed dot’s slide and marks it', () => {
    const root = carouselRoot();
    const { carousel, state } = fakeCarousel(3);
    connectIndicatorDots(root, carousel, config);
    dots(root)[2]!.click();
    expect(state.selected).toBe(2);
    expect(dots(root).map((dot) => dot.hasAttribute('data-active'))).toEqual([false, false, true]);
  });

  it('moves along the dots with the arrow keys (wrapping), Home and End, focus following', () => {
    const root = carouselRoot();
    const { carousel, state } = fakeCarousel(3);
    connectIndicatorDots(root, carousel, config);
    const press = (key: string) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    dots(root)[0]!.focus();
    press('ArrowLeft');
    expect([state.selected, document.activeElement]).toEqual([2, dots(root)[2]]);
    press('ArrowRight');
    expect([state.selected, document.activeElement]).toEqual([0, dots(root)[0]]);
    press('End');
    expect(state.selected).toBe(2);
    press('Home');
    expect(state.selected).toBe(0);
  });

  it('makes no dots for a carousel without them', () => {
    const root = carouselRoot();
    connectIndicatorDots(root, fakeCarousel(3).carousel, { indicatorLabel: 'Go to logo', count: 3 });
    expect(dots(root)).toEqual([]);
  });
});
