import { describe, expect, it } from 'vitest';
import {
  escapeGithubData,
  escapeGithubProperty,
  formatGithubAnnotation,
  formatGithubReport,
} from '../../src/build/validation/format-github';
import { cardTitleError } from './sample-problems';

const error = cardTitleError;

// https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions#setting-an-error-message
describe('--format github (GitHub Actions workflow commands)', () => {
  it('writes ::error with file, line, col and title, the field (never the pointer) in the message, then hint and rule id', () => {
    expect(formatGithubAnnotation(error)).toBe(
      '::error file=pages/about.json,line=30,col=20,title=Card grid › Card › Title::' +
        'Card grid › Card › Title must be a string (got 42)' +
        '%0AWrite the text in double quotes. [schema-wrong-type]',
    );
  });

  it('writes ::warning for warnings', () => {
    expect(formatGithubAnnotation({ ...error, severity: 'warning' })).toMatch(/^::warning file=pages\/about\.json,/);
  });

  it('leaves out line and col when the problem has no line, and the title when it has no field', () => {
    expect(
      formatGithubAnnotation({
        ...error,
        file: 'pages/',
        line: 0,
        column: 0,
        pointer: '',
        field: undefined,
        message: 'has no page files',
      }),
    ).toBe('::error file=pages/::has no page files%0AWrite the text in double quotes. [schema-wrong-type]');
  });

  it('falls back to the key as the title when the schema has no title for the field', () => {
    expect(formatGithubAnnotation({ ...error, pointer: '/blocks/1/type', field: undefined })).toContain(
      ",title='type'::",
    );
  });

  it('escapes %, CR and LF in the message so one problem stays one command', () => {
    expect(escapeGithubData('100% sure\r\nnext: a, b')).toBe('100%25 sure%0D%0Anext: a, b');
    const annotation = formatGithubAnnotation({ ...error, message: 'is 100%\nwrong' });
    expect(annotation.split('\n')).toHaveLength(1);
    expect(annotation).toMatch(/::Card grid › Card › Title is 100%25%0Awrong%0A/);
  });

  it('also escapes : and , in property values, such as a file name with a comma', () => {
    expect(escapeGithubProperty('a,b:c%\n')).toBe('a%2Cb%3Ac%25%0A');
    expect(formatGithubAnnotation({ ...error, file: 'pages/a,b.json', field: 'Note: one, two' })).toMatch(
      /^::error file=pages\/a%2Cb\.json,line=30,col=20,title=Note%3A one%2C two::/,
    );
  });

  it('ends the report with the plain summary line', () => {
    expect(formatGithubReport([error, { ...error, severity: 'warning' }], 3).split('\n')).toEqual([
      expect.stringMatching(/^::error /),
      expect.stringMatching(/^::warning /),
      '1 error, 1 warning in 3 pages',
    ]);
  });
});
