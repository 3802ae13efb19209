import { describe, expect, it } from 'vitest';
import { differingLines } from './differing-lines';

describe('differingLines', () => {
  it('keeps only the stretch that differs, with the line it starts at', () => {
    expect(differingLines('{\n  "title": "Ravi"\n  "x": 1\n}\n', '{\n  "title": "Asha"\n  "x": 1\n}\n')).toEqual({
      firstLine: 2,
      published: ['  "title": "Ravi"'],
      draft: ['  "title": "Asha"'],
    });
  });

  it('spans from the first to the last differing line, and shows a side that removed the page as no lines', () => {
    expect(differingLines('a\nb\nc\nd\n', 'a\nB\nc\nD\n')).toEqual({
      firstLine: 2,
      published: ['b', 'c', 'd'],
      draft: ['B', 'c', 'D'],
    });
    expect(differingLines(null, 'a\n')).toEqual({ firstLine: 1, published: [], draft: ['a'] });
  });
});
