import type { CarouselConfig } from '../carousel-config';
import type { CarouselApi } from './carousel-api';

type DotsConfig = Pick<CarouselConfig, 'indicatorClass' | 'indicatorLabel' | 'count'>;

/** Mantine's keys on a dot: the neighbour (wrapping), the first or the last, focus moving along. */
function dotTarget(key: string, index: number, dots: number): number | null {
  if (key === 'ArrowRight') return index < dots - 1 ? index + 1 : 0;
  if (key === 'ArrowLeft') return index > 0 ? index - 1 : dots - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return dots - 1;
  return null;
}

function makeDot(index: number, { indicatorClass = '', indicatorLabel, count }: DotsConfig): HTMLButtonElement {
  const dot = document.createElement('button');
  dot.type = 'button';
  dot.className = indicatorClass;
  dot.setAttribute('role', 'tab');
  dot.setAttribute('aria-label', `${indicatorLabel} ${index + 1} of ${count}`);
  dot.setAttribute('data-orientation', 'horizontal');
  // Every dot is a Tab stop of its own (not a roving tabindex): each is a visible control.
  dot.tabIndex = 0;
  return dot;
}

/**
 * The dots under a carousel, one per scroll position, as Mantine's Carousel makes them once Embla
 * has measured the slides (its server HTML has none): a tab list whose selected dot is marked, a
 * press going to that slide, and the arrow, Home and End keys moving along the dots.
 */
export function connectIndicatorDots(root: HTMLElement, carousel: CarouselApi, config: DotsConfig): void {
  const list = root.querySelector<HTMLElement>('.mantine-Carousel-indicators');
  if (!list || config.indicatorClass === undefined) return;
  const mark = () => {
    const selected = carousel.selectedScrollSnap();
    Array.from(list.children).forEach((dot, index) => {
      dot.setAttribute('aria-selected', String(index === selected));
      dot.toggleAttribute('data-active', index === selected);
    });
  };
  const build = () => {
    const dots = carousel.scrollSnapList().map((_, index) => {
      const dot = makeDot(index, config);
      dot.addEventListener('click', () => carousel.scrollTo(index));
      // A click does not move focus onto the dot (Mantine's onMouseDown).
      dot.addEventListener('mousedown', (event) => event.preventDefault());
      dot.addEventListener('keydown', (event) => {
        const target = dotTarget(event.key, index, list.children.length);
        if (target === null) return;
        event.preventDefault();
        carousel.scrollTo(target);
        (list.children[target] as HTMLElement | undefined)?.focus();
      });
      return dot;
    });
    list.replaceChildren(...dots);
    mark();
  };
  build();
  carousel.on('select', mark);
  carousel.on('reInit', () => {
    if (list.children.length !== carousel.scrollSnapList().length) build();
    else mark();
  });
}
