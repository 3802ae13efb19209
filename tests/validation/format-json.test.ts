import { describe, expect, it } from 'vitest';
import { formatJsonReport } from '../../src/build/validation/format-json';
import { reportScope } from '../../src/build/validation/report-scope';
import type { Problem } from '../../src/build/validation/problem';
import { cardTitleError } from './sample-problems';

const error = cardTitleError;
const missingFile: Problem = {
  severity: 'warning',
  file: 'site.json',
  line: 0,
  column: 0,
  pointer: '',
  message: 'is missing',
  rule: 'missing-file',
  hint: 'Restore the file.',
};

describe('--format json', () => {
  it('is one object with a version, a summary and every problem under stable keys', () => {
    expect(JSON.parse(formatJsonReport([error, missingFile], 3))).toStrictEqual({
      version: 1,
      summary: { errors: 1, warnings: 1, pages: 3 },
      problems: [
        {
          severity: 'error',
          file: 'pages/about.json',
          line: 30,
          column: 20,
          pointer: '/blocks/1/cards/1/title',
          field: 'Card grid › Card › Title',
          message: 'must be a string (got 42)',
          rule: 'schema-wrong-type',
          hint: 'Write the text in double quotes.',
        },
        {
          severity: 'warning',
          file: 'site.json',
          line: null,
          column: null,
          pointer: '',
          field: null,
          message: 'is missing',
          rule: 'missing-file',
          hint: 'Restore the file.',
        },
      ],
    });
  });

  it('reports a clean project with an empty list', () => {
    expect(JSON.parse(formatJsonReport([], 1))).toStrictEqual({
      version: 1,
      summary: { errors: 0, warnings: 0, pages: 1 },
      problems: [],
    });
  });

  it('counts collection entries beside the pages', () => {
    const scope = reportScope(['pages/index.json'], ['content/posts/a.json', 'content/news/b.json']);
    expect(JSON.parse(formatJsonReport([], scope)).summary).toStrictEqual({
      errors: 0,
      warnings: 0,
      pages: 1,
      entries: 2,
    });
  });
});
