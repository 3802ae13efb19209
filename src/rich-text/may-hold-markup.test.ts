import { describe, expect, it } from 'vitest';
import { fixtureStrings } from '../../tests/support/fixture-strings';
import { random } from './fixture-texts.testing';
import { mayHoldMarkup } from './may-hold-markup';
import { parseRichText } from './parse-rich-text';
import { richTextLinks } from './rich-text-links';

describe('mayHoldMarkup', () => {
  it(
    'skips only fixture strings that parse without problems and links, with or without headings',
    { timeout: 60_000 },
    () => {
      const strings = fixtureStrings();
      expect(strings.length).toBeGreaterThan(500);
      const skipped = strings.filter((text) => !mayHoldMarkup(text));
      // Most are skipped: the check is worth having.
      expect(skipped.length).toBeGreaterThan(strings.length / 2);
      for (const text of skipped) {
        for (const headings of [false, true]) {
          const { tree, problems } = parseRichText(text, { headings });
          expect(problems, JSON.stringify(text)).toEqual([]);
          expect(richTextLinks(tree), JSON.stringify(text)).toEqual([]);
        }
      }
    },
  );

  it('is true for every refused construct, including a heading underlined after a carriage return', () => {
    const refused = [
      'a <b>x</b>',
      '![x](/y.png)',
      '`x`',
      '~~~\nx\n~~~',
      '> q',
      '# T',
      'T\r===',
      '***',
      ' - - -',
      '    x',
    ];
    for (const text of refused) {
      expect(parseRichText(text).problems, text).not.toEqual([]);
      expect(mayHoldMarkup(text), text).toBe(true);
    }
  });

  it('is false only for texts that parse without problems and links (2,000 random texts)', () => {
    const next = random(27);
    const alphabet = 'ab *_-=+1.!()\\&;:/"\'{}|%$@';
    for (let round = 0; round < 2000; round++) {
      const length = Math.floor(next() * 24);
      const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      if (mayHoldMarkup(text)) continue;
      const { tree, problems } = parseRichText(text, { headings: false });
      expect(problems, JSON.stringify(text)).toEqual([]);
      expect(richTextLinks(tree), JSON.stringify(text)).toEqual([]);
    }
  });
});
