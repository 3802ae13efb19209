import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { escapePlainText } from './escape-plain-text';
import { parseRichText } from './parse-rich-text';
import { plainTextOf } from './plain-text-of';

const readsAs = (source: string) => plainTextOf(parseRichText(source).tree);

/** Every string of the pages as they were before the migration (a frozen copy, not the live pages/). */
function stringsOfFixturePages(): string[] {
  const dir = fileURLToPath(new URL('../../tests/fixtures/pre-rich-text-pages/pages/', import.meta.url));
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))) {
    collect(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return [...strings];
}

/** A small seeded generator, so a failure names a string that fails again on the next run. */
function randomStrings(count: number, seed = 27): string[] {
  const alphabet = [
    'a',
    'Z',
    '7',
    '1.',
    '1)',
    ' ',
    '  ',
    '\t',
    '\n',
    '\r\n',
    '\\',
    '*',
    '_',
    '[',
    ']',
    '(',
    ')',
    '<',
    '>',
    '`',
    '&',
    '&amp;',
    '&#1;',
    '#',
    '-',
    '+',
    '=',
    '~',
    '!',
    '|',
    ':',
    '"',
    "'",
    'é',
    'http://x.in',
    'www.x.in',
    '<b>',
  ];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  );
}

describe('escapePlainText', () => {
  it.each([
    ['*not bold*', '\\*not bold\\*'],
    ['is_download', 'is\\_download'],
    ['[x](javascript:alert(1))', '\\[x\\](javascript:alert(1))'],
    ['<script>alert(1)</script>', '\\<script>alert(1)\\</script>'],
    ['1. First', '1\\. First'],
    ['2024) A year', '2024\\) A year'],
    ['- not a list', '\\- not a list'],
    ['# not a heading', '\\# not a heading'],
    ['> not a quote', '\\> not a quote'],
    ['`code`', '\\`code\\`'],
    ['a &amp; b', 'a &amp;amp; b'],
    ['C:\\files', 'C:\\\\files'],
  ])('escapes what would change meaning: %j', (text, escaped) => {
    expect(escapePlainText(text)).toBe(escaped);
    expect(readsAs(escaped)).toBe(text);
  });

  it('leaves ordinary text as it is, so the files stay readable', () => {
    for (const text of [
      'Terms & Conditions',
      'Up to 100 kg, 24/7 (three shifts).',
      'Pune - Mumbai',
      'A-1. B',
      'e.g. 5 > 3 = true',
    ])
      expect(escapePlainText(text)).toBe(text);
  });

  it('keeps line breaks, blank lines and edge spaces as text inside one paragraph', () => {
    for (const text of ['a\nb', 'a\n\nb', 'a\n', '\nb', ' x ', 'a  \nb', 'a\n- b\n===', '    four spaces']) {
      const { tree } = parseRichText(escapePlainText(text));
      expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
      expect(readsAs(escapePlainText(text))).toBe(text);
    }
  });

  it('reads back exactly as every string of the pages before the migration', () => {
    const strings = stringsOfFixturePages();
    expect(strings.length).toBeGreaterThan(500);
    for (const text of strings) expect(readsAs(escapePlainText(text)), JSON.stringify(text)).toBe(text);
  });

  it('reads back exactly as 5,000 random strings made of Markdown punctuation', () => {
    for (const text of randomStrings(5000)) expect(readsAs(escapePlainText(text)), JSON.stringify(text)).toBe(text);
  });
});
