import { vi } from 'vitest';
import type { CarouselApi, CarouselEvent } from './carousel-api';

/** A looping Embla stand-in for the enhancer's tests: `snaps` positions, events emitted on demand. */
export function fakeCarousel(snaps = 4) {
  const listeners = new Map<CarouselEvent, (() => void)[]>();
  const emit = (event: CarouselEvent) => listeners.get(event)?.forEach((callback) => callback());
  const state = { selected: 0, snaps };
  const scrollTo = (index: number) => {
    state.selected = (index + state.snaps) % state.snaps;
    emit('select');
  };
  const carousel = {
    on: (event: CarouselEvent, callback: () => void) =>
      listeners.set(event, [...(listeners.get(event) ?? []), callback]),
    scrollNext: vi.fn(() => scrollTo(state.selected + 1)),
    scrollPrev: vi.fn(() => scrollTo(state.selected - 1)),
    scrollTo: vi.fn(scrollTo),
    selectedScrollSnap: () => state.selected,
    scrollSnapList: () => Array.from({ length: state.snaps }, (_, index) => index),
    canScrollNext: () => state.snaps > 1,
    canScrollPrev: () => state.snaps > 1,
  } satisfies CarouselApi;
  return { carousel, state, emit };
}
