import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../src/build/validation/did-you-mean';

describe('didYouMean', () => {
  const blockTypes = ['banner', 'cardGrid', 'section', 'stats', 'heroCarousel', 'newsCarousel'];

  it('ignores case', () => expect(didYouMean('cardgrid', blockTypes)).toBe('cardGrid'));
  it('finds a typo', () => expect(didYouMean('heroCarousal', blockTypes)).toBe('heroCarousel'));
  it('suggests nothing for an unrelated word', () => expect(didYouMean('video', blockTypes)).toBeUndefined());
  it('suggests nothing from an empty list', () => expect(didYouMean('banner', [])).toBeUndefined());
});
