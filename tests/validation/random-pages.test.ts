import { describe, expect, it } from 'vitest';
import { getValidator } from '../../src/build/validation/create-validator';
import { generateRandomPages } from '../support/random-pages';

// Generating a page takes a few milliseconds, far longer on a machine busy with parallel suites.
const GENERATION_TIMEOUT_MS = 60_000;

describe('generateRandomPages', () => {
  it(
    'returns the requested number of pages, each valid against schemas/page.schema.json',
    () => {
      const validate = getValidator().page;
      const pages = generateRandomPages(30, 7);
      expect(pages).toHaveLength(30);
      for (const page of pages) expect(validate(page), JSON.stringify(validate.errors)).toBe(true);
    },
    GENERATION_TIMEOUT_MS,
  );

  it(
    'is reproducible from its seed and differs between seeds',
    () => {
      expect(generateRandomPages(3, 11)).toEqual(generateRandomPages(3, 11));
      expect(generateRandomPages(3, 11)).not.toEqual(generateRandomPages(3, 12));
    },
    GENERATION_TIMEOUT_MS,
  );

  it(
    'uses every block type across 200 pages, so a property test exercises each component',
    () => {
      const { layer } = getValidator();
      const used = new Set(generateRandomPages(200, 1).flatMap((page) => page.blocks.map((block) => block.type)));
      expect([...used].sort()).toEqual(layer.blockTypes.map(({ type }) => type).sort());
    },
    GENERATION_TIMEOUT_MS,
  );
});
