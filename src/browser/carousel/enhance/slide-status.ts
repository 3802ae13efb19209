import type { CarouselApi } from './carousel-api';

/**
 * Keeps Mantine's live region saying "Slide N of M" (what Mantine's Carousel renders after each
 * change), and returns how to quiet it: while autoplay rotates it would talk over the page every few
 * seconds, so, as the WAI-ARIA carousel pattern asks, it is silent then and speaks again once the
 * visitor pauses, hovers or focuses the carousel (then the changes are theirs).
 */
export function connectSlideStatus(status: HTMLElement, carousel: CarouselApi) {
  const show = () => {
    status.textContent = `Slide ${carousel.selectedScrollSnap() + 1} of ${carousel.scrollSnapList().length}`;
  };
  show();
  carousel.on('select', show);
  carousel.on('reInit', show);
  return {
    quietWhileRotating(rotating: boolean) {
      status.setAttribute('aria-live', rotating ? 'off' : 'polite');
    },
  };
}
