import { afterEach, describe, expect, it } from 'vitest';
import { connectArrows } from './arrow-controls';
import { fakeCarousel } from './fake-carousel.testing';

/** The arrows as Mantine's server render leaves them: inactive until Embla has measured. */
function carouselRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = ['previous', 'next']
    .map(
      (type) =>
        `<button class="mantine-Carousel-control" type="button" data-type="${type}" aria-disabled="true" data-inactive="true" tabindex="-1"></button>`,
    )
    .join('');
  document.body.append(root);
  return root;
}
const arrow = (root: HTMLElement, type: string) => root.querySelector<HTMLElement>(`[data-type="${type}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('connectArrows', () => {
  it('makes both arrows live (shown, in the Tab order) and moves one slide per press', () => {
    const root = carouselRoot();
    const { carousel, state } = fakeCarousel(4);
    connectArrows(root, carousel);
    for (const type of ['previous', 'next']) {
      expect(arrow(root, type).hasAttribute('data-inactive'), type).toBe(false);
      expect(arrow(root, type).getAttribute('aria-disabled')).toBe('false');
      expect(arrow(root, type).tabIndex).toBe(0);
    }
    arrow(root, 'next').click();
    expect(state.selected).toBe(1);
    arrow(root, 'previous').click();
    arrow(root, 'previous').click();
    expect(state.selected).toBe(3);
  });

  it('keeps them inactive where every slide fits, and follows a resize', () => {
    const root = carouselRoot();
    const { carousel, state, emit } = fakeCarousel(1);
    connectArrows(root, carousel);
    expect(arrow(root, 'next').hasAttribute('data-inactive')).toBe(true);
    expect(arrow(root, 'next').tabIndex).toBe(-1);
    state.snaps = 3;
    emit('reInit');
    expect(arrow(root, 'next').hasAttribute('data-inactive')).toBe(false);
  });
});
