import { describe, expect, it } from 'vitest';
import { focusFromClick } from './focus-point';

describe('focusFromClick', () => {
  const box = { left: 100, top: 50, width: 200, height: 150 };

  it('gives the clicked point as fractions of the picture, to two decimals', () => {
    expect(focusFromClick(box, 160, 140)).toEqual({ x: 0.3, y: 0.6 });
    expect(focusFromClick(box, 133.3, 50)).toEqual({ x: 0.17, y: 0 });
  });

  it('keeps a click on the border inside 0..1', () => {
    expect(focusFromClick(box, 99, 201)).toEqual({ x: 0, y: 1 });
  });
});
