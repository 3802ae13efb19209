import { describe, expect, it } from 'vitest';
import { countOf, describeImageWrite } from './describe-image-write.ts';

describe('the build line about images', () => {
  it('says "image" for one and "images" for any other count', () => {
    expect(describeImageWrite({ files: 1, encoded: 0, milliseconds: 120 })).toBe(
      '1 image: 0 encoded, 1 from cache (0.1 s)',
    );
    expect(describeImageWrite({ files: 12, encoded: 3, milliseconds: 4560 })).toBe(
      '12 images: 3 encoded, 9 from cache (4.6 s)',
    );
    expect(describeImageWrite({ files: 0, encoded: 0, milliseconds: 0 })).toBe(
      '0 images: 0 encoded, 0 from cache (0.0 s)',
    );
  });

  it('pluralises any noun the build counts', () => {
    expect(countOf(1, 'page')).toBe('1 page');
    expect(countOf(2, 'page')).toBe('2 pages');
  });
});
