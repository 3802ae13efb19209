import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchPostBody } from '../../scripts/bench/bench-post-generator';
import { fixtureStrings } from '../../tests/support/fixture-strings';
import { parseRichText } from './parse-rich-text';
import { proveRichTextSubset } from './prove-rich-text-subset';
import { richTextLinks } from './rich-text-links';

/**
 * What the quick parse may say about a text: nothing (undefined: the full parser decides), or that
 * it is inside the subset with these links, which the full parser must confirm to the letter.
 */
function agreesWithTheFullParser(text: string, headings: boolean): boolean {
  const links = proveRichTextSubset(text, { headings });
  if (links === undefined) return true;
  const { tree, problems } = parseRichText(text, { headings });
  expect(problems, JSON.stringify(text)).toEqual([]);
  expect(
    richTextLinks(tree).map(({ href }) => href),
    JSON.stringify(text),
  ).toEqual(links);
  return true;
}

/** Pieces of Markdown, subset and not, that random texts are made of. */
const PIECES = [
  'word', 'plant ', ' ', '  ', '*', '**', '_', '__', '[', ']', '(', ')', '](/about', '[a](/b)', '[x](',
  '\n', '\n\n', '\r\n', '\r', '- ', '* ', '+ ', '1. ', '2) ', '    ', '#', '## ', '# ', '##### ', '>', '!',
  '=', '===', '---', '***', '___', '\\', '\\\n', '&amp;', '&', ';', ':', '"', "'", '9', '<b>', '<', '`',
  '~~~', '\t', '[x]: /y', '[x]', '[x][]', 'javascript:alert(1)', '/page#x', ' "t"', '<http://x>', 'ü',
  '\u00a0', '&#0;', '&copy;', '[l](/a\\_b)', '[l](/a(b)c)', '![i](/p.png)',
]; // prettier-ignore
const INDENTS = ['', '', ' ', '  ', '   ', '    ', '      ', '        '];
const MARKERS = ['', '', '- ', '* ', '1. ', '1) ', '## ', '# ', '##### ', '> ', '---', '===', '1.', '[a]: /b'];
const INLINES = ['text', '**b**', '*i*', '_u_', '[l](/x)', '[l](/x "t")', '[*a*](/y)', '\\', '*', '[', ']', ' '];

const pieceTexts = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((pieces) => pieces.join(''));
const line = fc
  .tuple(
    fc.constantFrom(...INDENTS),
    fc.constantFrom(...MARKERS),
    fc.array(fc.constantFrom(...INLINES), { maxLength: 4 }),
  )
  .map(([indent, marker, inlines]) => `${indent}${marker}${inlines.join('')}`);
const lineTexts = fc
  .tuple(fc.array(line, { minLength: 1, maxLength: 8 }), fc.constantFrom('\n', '\n\n'))
  .map(([lines, separator]) => lines.join(separator));

describe('proveRichTextSubset', () => {
  it(
    'agrees with the full parser on every string of the fixtures, and proves most texts the full parser passes',
    { timeout: 60_000 },
    () => {
      let passed = 0;
      let proved = 0;
      for (const text of fixtureStrings()) {
        for (const headings of [false, true]) {
          agreesWithTheFullParser(text, headings);
          if (parseRichText(text, { headings }).problems.length === 0) passed += 1;
          if (proveRichTextSubset(text, { headings })) proved += 1;
        }
      }
      expect(proved).toBeGreaterThan(passed * 0.9);
    },
  );

  it('proves every body of the scale bench, with its links', () => {
    for (let n = 0; n < 60; n += 1) {
      const body = benchPostBody(n, '/about-us');
      expect(agreesWithTheFullParser(body, true)).toBe(true);
      expect(proveRichTextSubset(body, { headings: true })).toEqual(['/about-us', '/about-us']);
    }
  });

  it(
    'agrees with the full parser on random texts of Markdown pieces and of lines (lists, indents, headings)',
    { timeout: 60_000 },
    () => {
      for (const texts of [pieceTexts, lineTexts]) {
        fc.assert(
          fc.property(texts, fc.boolean(), (text, headings) => agreesWithTheFullParser(text, headings)),
          { numRuns: 3000, seed: 27 },
        );
      }
    },
  );

  it('leaves every refused construct to the full parser, which reports it', () => {
    const refused: [string, boolean][] = [
      ['Hello <b>x</b>', true],
      ['<!-- note -->', true],
      ['see <https://example.com>', true],
      ['![x](/y.png)', true],
      ['`x`', true],
      ['~~~\nx\n~~~', true],
      ['    indented', true],
      ['> quote', true],
      ['***', true],
      ['# Title', true],
      ['## Title', false],
      ['##### Deep', true],
      ['Title\n===', true],
      ['Title\n---', true],
      ['[x][ref]\n\n[ref]: /about', true],
      ['- a\n  - b\n    - c', true],
    ];
    for (const [text, headings] of refused) {
      expect(parseRichText(text, { headings }).problems, text).not.toEqual([]);
      expect(proveRichTextSubset(text, { headings }), text).toBeUndefined();
    }
  });

  it('keeps addresses as written, javascript: included: deciding what a link may point to is validation’s', () => {
    expect(proveRichTextSubset('[a](javascript:alert(1)) [b](/über) [c](mailto:x@y.in)', { headings: false })).toEqual([
      'javascript:alert(1)',
      '/über',
      'mailto:x@y.in',
    ]);
  });
});
