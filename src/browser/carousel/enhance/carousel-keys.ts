import type { CarouselApi } from './carousel-api';

/**
 * Mantine's keys on the carousel (its `withKeyboardEvents`): ArrowRight and ArrowLeft move one
 * slide (wrapping, as the carousel loops), Home and End go to the first and last. Caught on the way
 * down (capture), as Mantine does, so they work wherever focus is inside the carousel.
 */
export function connectCarouselKeys(root: HTMLElement, carousel: CarouselApi): void {
  const moves: Record<string, () => void> = {
    ArrowRight: () => carousel.scrollNext(),
    ArrowLeft: () => carousel.scrollPrev(),
    Home: () => carousel.scrollTo(0),
    End: () => carousel.scrollTo(carousel.scrollSnapList().length - 1),
  };
  root.addEventListener(
    'keydown',
    (event) => {
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    },
    { capture: true },
  );
}
