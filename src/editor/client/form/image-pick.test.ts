import { describe, expect, it } from 'vitest';
import { imageAfterPick } from './image-pick';

describe('imageAfterPick', () => {
  it('writes no size for a photo (the build reads it) and drops the size typed for the old file', () => {
    const before = { src: '/images/a.svg', alt: 'Line', width: 1600, height: 500, focus: { x: 0.3, y: 0.6 } };
    expect(imageAfterPick(before, { src: '/images/line.jpg', width: 2000, height: 1500 })).toEqual({
      src: '/images/line.jpg',
      alt: 'Line',
      focus: { x: 0.3, y: 0.6 },
    });
  });

  it('keeps the typed width and height for an SVG that states no size', () => {
    const before = { src: '/images/a.svg', alt: 'Line', width: 1600, height: 500 };
    expect(imageAfterPick(before, { src: '/images/plain.svg' })).toEqual({
      src: '/images/plain.svg',
      alt: 'Line',
      width: 1600,
      height: 500,
    });
  });
});
