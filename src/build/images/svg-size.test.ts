import { describe, expect, it } from 'vitest';
import { svgSize } from './svg-size';

describe('svgSize', () => {
  it('reads pixel width and height from the root element, before the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48px" viewBox="0 0 110 24">')).toEqual({
      width: 220,
      height: 48,
    });
  });

  it('falls back to the viewBox when the size is relative or absent', () => {
    expect(svgSize('<?xml version="1.0"?>\n<svg viewBox="0 0 1600 500" width="100%">')).toEqual({
      width: 1600,
      height: 500,
    });
    expect(svgSize("<svg viewBox='0,0,800,600'>")).toEqual({ width: 800, height: 600 });
  });

  it('is undefined for an SVG that states no size (the page must give one)', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toBeUndefined();
    expect(svgSize('<svg viewBox="0 0 0 10">')).toBeUndefined();
    expect(svgSize('not an svg')).toBeUndefined();
  });
});
