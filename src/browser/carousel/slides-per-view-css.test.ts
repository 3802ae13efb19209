import { describe, expect, it } from 'vitest';
import { slidesPerViewCss, stripScopeSelector } from './slides-per-view-css';

const newsDefault = [
  { minWidthPx: 0, slides: 1 },
  { minWidthPx: 750, slides: 2 },
  { minWidthPx: 1000, slides: 3 },
  { minWidthPx: 1100, slides: 3 },
  { minWidthPx: 1250, slides: 4 },
];

describe('slidesPerViewCss', () => {
  const css = slidesPerViewCss('n1', newsDefault, 6);
  const lines = css.split('\n');

  it('sets the base count without a media query and each later row in a min-width query', () => {
    expect(lines[0]).toMatch(/^\[data-strip-scope="n1"\]\{--per-view:1\}/);
    expect(
      lines.slice(1).map((line) => line.match(/^@media \(min-width:(\d+)px\)\{.*--per-view:(\d+)\}/)?.slice(1)),
    ).toEqual([
      ['750', '2'],
      ['1000', '3'],
      ['1100', '3'],
      ['1250', '4'],
    ]);
  });

  it('keeps the copies visible and the offset live where the strip can scroll', () => {
    for (const line of lines) {
      expect(line).toContain('[data-strip-copy]{display:block}');
      expect(line).toContain('[data-strip-track]{--pos:inherit}');
      expect(line).toContain('[data-strip-controls]{display:flex}');
    }
  });

  it('holds a strip still from the width where all its items fit', () => {
    const threeItems = slidesPerViewCss('n1', newsDefault, 3).split('\n');
    expect(threeItems.map((line) => line.includes('{--pos:0}'))).toEqual([false, false, true, true, true]);
    expect(threeItems.map((line) => line.includes('[data-strip-copy]{display:none}'))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(threeItems.map((line) => line.includes('[data-strip-controls]{display:none}'))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('adds a one-item base row when the table starts above zero, and sorts rows by width', () => {
    const rows = slidesPerViewCss(
      'x',
      [
        { minWidthPx: 900, slides: 4 },
        { minWidthPx: 500, slides: 2 },
      ],
      8,
    ).split('\n');
    expect(rows.map((line) => line.match(/--per-view:(\d)/)?.[1])).toEqual(['1', '2', '4']);
    expect(rows[1]).toMatch(/^@media \(min-width:500px\)/);
  });
});

describe('stripScopeSelector', () => {
  it('escapes quotes and backslashes so an id cannot break out of the selector', () => {
    expect(stripScopeSelector('a"b\\c')).toBe('[data-strip-scope="a\\"b\\\\c"]');
  });
});
