import { describe, expect, it } from 'vitest';
import { formatProblem, formatSummary } from '../../src/build/validation/format-problem';
import { reportScope } from '../../src/build/validation/report-scope';
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
  const titled = { ...error, field: 'Stats › Figure 2 › Label' };

  it('prints file:line:col, the field by its schema titles and the sentence on one line, how to fix it and the rule id on the next', () => {
    expect(formatProblem(titled)).toBe(
      'pages/product/smart-robotic-details.json:42:17 Stats › Figure 2 › Label must be a string (got 42)' + hint,
    );
  });

  it('marks warnings', () => {
    expect(formatProblem({ ...titled, severity: 'warning' })).toBe(
      'pages/product/smart-robotic-details.json:42:17 warning: Stats › Figure 2 › Label must be a string (got 42)' +
        hint,
    );
  });

  it('never shows the JSON pointer: a field the schema names nothing for is called by its key', () => {
    expect(formatProblem(error)).toBe(
      "pages/product/smart-robotic-details.json:42:17 'title' must be a string (got 42)" + hint,
    );
    expect(formatProblem(titled)).not.toContain('/blocks/');
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

  it('counts the entries of a project and names them as authors call them', () => {
    const files = ['content/posts/a.json', 'content/news/b.json', 'content/posts/c.json', 'content/jobs/d.json'];
    expect(formatSummary([], reportScope(['pages/index.json', 'pages/about.json'], files))).toBe(
      '0 errors, 0 warnings in 2 pages and 4 entries (2 blog posts, 1 job opening, 1 news item)',
    );
    expect(formatSummary([error], reportScope(['pages/index.json'], ['content/jobs/d.json']))).toBe(
      '1 error, 0 warnings in 1 page and 1 entry (1 job opening)',
    );
    expect(formatSummary([], reportScope(['pages/index.json'], []))).toBe('0 errors, 0 warnings in 1 page');
  });
});
