import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatReport } from '../../src/build/validation/format-problem';
import type { Problem } from '../../src/build/validation/problem';
import { cardTitleError } from './sample-problems';
import { shouldUseColours, terminalColours } from '../../src/build/validation/report-colours';

const terminal = { isTTY: true };
const pipe = { isTTY: undefined };

describe('shouldUseColours', () => {
  it('colours a terminal and never a pipe or a CI log', () => {
    expect(shouldUseColours(terminal, {})).toBe(true);
    expect(shouldUseColours(pipe, {})).toBe(false);
    expect(shouldUseColours(pipe, { CI: 'true' })).toBe(false);
    expect(shouldUseColours(terminal, { TERM: 'dumb' })).toBe(false);
  });

  it('leaves a terminal plain when NO_COLOR is set to anything but the empty string', () => {
    expect(shouldUseColours(terminal, { NO_COLOR: '1' })).toBe(false);
    expect(shouldUseColours(terminal, { NO_COLOR: '' })).toBe(true);
  });

  it('colours even a pipe with FORCE_COLOR, which wins over NO_COLOR unless it is 0', () => {
    expect(shouldUseColours(pipe, { FORCE_COLOR: '1' })).toBe(true);
    expect(shouldUseColours(pipe, { FORCE_COLOR: '' })).toBe(true);
    expect(shouldUseColours(pipe, { FORCE_COLOR: '1', NO_COLOR: '1' })).toBe(true);
    expect(shouldUseColours(terminal, { FORCE_COLOR: '0' })).toBe(false);
  });
});

describe('formatReport in colour', () => {
  const error: Problem = { ...cardTitleError, field: undefined };
  const warning: Problem = { ...error, severity: 'warning', message: 'is long' };

  it('shows errors red, warnings yellow, the location and hint dim, with the same text as the plain report', () => {
    const coloured = formatReport([error, warning], 3, terminalColours);
    const [errorLine, hintLine, warningLine] = coloured.split('\n');
    expect(errorLine).toBe(
      "\u001b[2mpages/about.json:30:20\u001b[22m \u001b[31m'title' must be a string (got 42)\u001b[39m",
    );
    expect(hintLine).toBe('  \u001b[2mWrite the text in double quotes. [schema-wrong-type]\u001b[22m');
    expect(warningLine).toContain("\u001b[33mwarning: 'title' is long\u001b[39m");
    expect(stripVTControlCharacters(coloured)).toBe(formatReport([error, warning], 3));
  });

  it('is plain by default, as the build and the dev overlay print it', () => {
    expect(formatReport([error], 3)).not.toContain('\u001b');
  });
});
