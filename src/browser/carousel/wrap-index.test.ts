import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it.each([
    [0, 4, 0],
    [3, 4, 3],
    [4, 4, 0],
    [-1, 4, 3],
    [-5, 4, 3],
    [9, 4, 1],
    [2, 0, 0],
  ])('wrapIndex(%i, %i) is %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});
