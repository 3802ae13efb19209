import { describe, expect, it } from 'vitest';
import { formatProblem, formatSummary } from '../../src/build/validation/format-problem';
import type { Problem } from '../../src/build/validation/problem';

const error: Problem = {
  severity: 'error',
  file: 'pages/product/smart-robotic-details.json',
  line: 42,
  column: 17,
  pointer: '/blocks/3/items/1/title',
  message: 'must be a string (got 42)',
  rule: 'schema-wrong-type',
  hint: 'Write the text in double quotes.',
};

/** The hint line under every problem of this file. */
const hint = '\n  Write the text in double quotes. [schema-wrong-type]';

describe('formatProblem', () => {
  it('prints file:line:col, pointer and sentence on one line, how to fix it and the rule id on the next', () => {
    expect(formatProblem(error)).toBe(
      'pages/product/smart-robotic-details.json:42:17 /blocks/3/items/1/title must be a string (got 42)' + hint,
    );
  });

  it('marks warnings', () => {
    expect(formatProblem({ ...error, severity: 'warning' })).toBe(
      'pages/product/smart-robotic-details.json:42:17 warning: /blocks/3/items/1/title must be a string (got 42)' +
        hint,
    );
  });

  it('names the field by its schema titles beside the pointer', () => {
    expect(formatProblem({ ...error, field: 'Stats › Figure › Label' })).toBe(
      'pages/product/smart-robotic-details.json:42:17 /blocks/3/items/1/title (Stats › Figure › Label) must be a string (got 42)' +
        hint,
    );
  });

  it('leaves out a title that only restates a top-level key', () => {
    const titled = (pointer: string, field: string) => formatProblem({ ...error, pointer, field, message: 'is long' });
    expect(titled('/title', 'Title')).toBe('pages/product/smart-robotic-details.json:42:17 /title is long' + hint);
    expect(titled('/schemaVersion', 'Schema version')).toBe(
      'pages/product/smart-robotic-details.json:42:17 /schemaVersion is long' + hint,
    );
    expect(titled('/description', 'Meta description')).toBe(
      'pages/product/smart-robotic-details.json:42:17 /description (Meta description) is long' + hint,
    );
  });

  it('leaves out a position the problem does not have', () => {
    expect(formatProblem({ ...error, line: 0, column: 0, pointer: '' })).toBe(
      'pages/product/smart-robotic-details.json must be a string (got 42)' + hint,
    );
  });
});

describe('formatSummary', () => {
  it('counts errors and warnings with plurals', () => {
    const warning = { ...error, severity: 'warning' as const };
    expect(formatSummary([error, error, warning], 31)).toBe('2 errors, 1 warning in 31 pages');
    expect(formatSummary([], 1)).toBe('0 errors, 0 warnings in 1 page');
  });
});
