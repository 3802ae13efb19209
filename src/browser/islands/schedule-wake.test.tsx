import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleWake, WAKE_MARGIN_PX } from './schedule-wake';

let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[];

class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}

function island(top: number): HTMLElement {
  const element = document.createElement('page-island');
  const child = document.createElement('section');
  child.getBoundingClientRect = () => ({ top }) as DOMRect;
  element.append(child);
  document.body.append(element);
  return element;
}

function intersect(isIntersecting: boolean) {
  for (const { callback, targets } of observers)
    callback(
      targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry),
      {} as never,
    );
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('scheduler', undefined);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('scheduleWake', () => {
  it('wakes an island above the fold once the page has loaded and the main thread is idle', () => {
    const wake = vi.fn();
    scheduleWake(island(100), wake);
    // jsdom's document has loaded: the wake waits for an idle moment, not for a scroll.
    expect(wake).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(wake).toHaveBeenCalledOnce();
    expect(observers).toEqual([]);
  });

  it('wakes an island below the fold only when it comes near the viewport', () => {
    const wake = vi.fn();
    scheduleWake(island(window.innerHeight + 2000), wake);
    vi.runAllTimers();
    expect(wake).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBe(`${WAKE_MARGIN_PX}px 0px`);
    intersect(false);
    expect(wake).not.toHaveBeenCalled();
    intersect(true);
    expect(wake).toHaveBeenCalledOnce();
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin'])(
    'wakes an island at once on %s (the visitor reaching for it), and only once',
    (type) => {
      const wake = vi.fn();
      const element = island(window.innerHeight + 2000);
      scheduleWake(element, wake);
      element.firstElementChild!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(wake).toHaveBeenCalledOnce();
      intersect(true);
      element.firstElementChild!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(wake).toHaveBeenCalledOnce();
    },
  );
});
