/** The Embla events the enhancer listens to: a slide chosen, and Embla rebuilt (a resize). */
export type CarouselEvent = 'select' | 'reInit';

/** The parts of Embla's API the enhancer uses (an Embla instance is one; tests pass a fake). */
export interface CarouselApi {
  on(event: CarouselEvent, callback: () => void): unknown;
  scrollNext(): void;
  scrollPrev(): void;
  scrollTo(index: number): void;
  selectedScrollSnap(): number;
  scrollSnapList(): unknown[];
  canScrollNext(): boolean;
  canScrollPrev(): boolean;
}
