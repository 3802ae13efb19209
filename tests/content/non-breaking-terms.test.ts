import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Standards and their levels ("ISO 13849 PL d", "IEC 61508 SIL 2") read wrongly when split over two lines. */
const BREAKABLE_TERM = /\b(?:ISO|IEC|EN) \d|\b(?:PL [a-e]|SIL [1-4])\b/;

describe('terms that must not break across lines', () => {
  const files = readdirSync(path.join(root, 'pages'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.json'),
  );

  it('joins standards and safety levels with non-breaking spaces (\\u00a0) in every page', () => {
    const offenders = files.flatMap((file) =>
      stringsOf(JSON.parse(readFileSync(path.join(root, 'pages', file), 'utf8')))
        .filter((text) => BREAKABLE_TERM.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the rule catches a term written with ordinary spaces', () => {
    expect(BREAKABLE_TERM.test('designed to ISO 13849 PL d')).toBe(true);
    expect(BREAKABLE_TERM.test('designed to ISO\u00a013849 PL d')).toBe(true);
    expect(BREAKABLE_TERM.test('designed to ISO\u00a013849 PL\u00a0d')).toBe(false);
  });
});
