import type { CarouselApi } from './carousel-api';

/**
 * Mantine's previous and next arrows (server HTML: inactive, out of the Tab order, hidden by the
 * site's CSS until now): live where Embla has somewhere to go, the way Mantine's Carousel sets them
 * on each render.
 */
export function connectArrows(root: HTMLElement, carousel: CarouselApi): void {
  const previous = root.querySelector<HTMLElement>('.mantine-Carousel-control[data-type="previous"]');
  const next = root.querySelector<HTMLElement>('.mantine-Carousel-control[data-type="next"]');
  const arrows = [
    { arrow: previous, canGo: () => carousel.canScrollPrev(), go: () => carousel.scrollPrev() },
    { arrow: next, canGo: () => carousel.canScrollNext(), go: () => carousel.scrollNext() },
  ];
  const update = () => {
    for (const { arrow, canGo } of arrows) {
      if (!arrow) continue;
      const active = canGo();
      arrow.setAttribute('aria-disabled', String(!active));
      arrow.toggleAttribute('data-inactive', !active);
      arrow.tabIndex = active ? 0 : -1;
    }
  };
  for (const { arrow, go } of arrows) arrow?.addEventListener('click', go);
  update();
  carousel.on('select', update);
  carousel.on('reInit', update);
}
