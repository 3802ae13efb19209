import { describe, expect, it } from 'vitest';
import { fakeCarousel } from './fake-carousel.testing';
import { connectSlideStatus } from './slide-status';

function liveRegion(): HTMLElement {
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  return status;
}

describe('connectSlideStatus', () => {
  it('names the selected slide "N of M" at once and after every change', () => {
    const { carousel } = fakeCarousel(4);
    const status = liveRegion();
    connectSlideStatus(status, carousel);
    expect(status.textContent).toBe('Slide 1 of 4');
    carousel.scrollPrev();
    expect(status.textContent).toBe('Slide 4 of 4');
  });

  it('is silent while autoplay rotates and speaks once the visitor stops it', () => {
    const status = liveRegion();
    const { quietWhileRotating } = connectSlideStatus(status, fakeCarousel().carousel);
    quietWhileRotating(true);
    expect(status.getAttribute('aria-live')).toBe('off');
    quietWhileRotating(false);
    expect(status.getAttribute('aria-live')).toBe('polite');
  });
});
