import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';
import { forEachString } from './walk-json.ts';

/** Standards and their levels written with an ordinary space: "ISO 13849", "IEC 61508", "EN 415", "PL d", "SIL 2". */
export const BREAKABLE_TERM = /\b(?:ISO|IEC|EN) \d+(?:-\d+)*|\b(?:PL [a-e]|SIL [1-4])\b/g;

const quoted = (terms: string[]) => terms.map((term) => `'${term}'`).join(', ');

/**
 * Warns about every text that names a standard or a safety level with an ordinary space, which
 * lets the browser break the line inside it. A warning: the page is right, only its line breaks may not be.
 */
export function checkBreakableTerms(document: JsonDocument): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  forEachString(document.data, (text, pointer) => {
    const terms = [...new Set(text.match(BREAKABLE_TERM) ?? [])];
    if (terms.length === 0) return;
    const fixed = quoted(terms.map((term) => term.replace(' ', '\\u00a0')));
    problems.push(report(catalogue.breakableTerm, pointer, { terms: quoted(terms), fixed }));
  });
  return problems;
}
