import { describe, expect, it } from 'vitest';
import { altTextCleared, imageAfterPick } from './image-pick';

describe('imageAfterPick', () => {
  it('empties the alt text and drops the focus point of the old picture, and writes no size for a photo', () => {
    const before = { src: '/images/a.svg', alt: 'Line', width: 1600, height: 500, focus: { x: 0.3, y: 0.6 } };
    const after = imageAfterPick(before, { src: '/images/line.jpg', width: 2000, height: 1500 });
    expect(after).toEqual({ src: '/images/line.jpg', alt: '' });
    expect(altTextCleared(before, after)).toBe(true);
  });

  it('keeps the decorative flag, and the typed width and height for an SVG that states no size', () => {
    const before = { src: '/images/a.svg', alt: 'Line', decorative: false, width: 1600, height: 500 };
    expect(imageAfterPick(before, { src: '/images/plain.svg' })).toEqual({
      src: '/images/plain.svg',
      alt: '',
      decorative: false,
      width: 1600,
      height: 500,
    });
  });

  it('changes nothing when the same file is picked again', () => {
    const before = { src: '/images/a.jpg', alt: 'Line', focus: { x: 0.3, y: 0.6 } };
    const after = imageAfterPick(before, { src: '/images/a.jpg', width: 10, height: 10 });
    expect(after).toBe(before);
    expect(altTextCleared(before, after)).toBe(false);
  });
});
