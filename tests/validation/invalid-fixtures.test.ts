import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatReport } from '../../src/build/validation/format-problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { expectedReport, invalidFixtureNames } from './fixture-project';
import { temporaryFixtures } from './temporary-fixtures';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const names = invalidFixtureNames();
const projectFor = temporaryFixtures();

/** Fixtures whose expected report ends in "0 errors" hold only warnings and must pass. */
const onlyWarnings = (name: string) => expectedReport(name).split('\n').at(-1)!.startsWith('0 errors');

describe('tests/fixtures/invalid', () => {
  it('covers every kind of problem the engine issue names', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'wrong-type',
        'missing-required-field',
        'unknown-block-type',
        'unknown-property',
        'dead-internal-link',
        'missing-asset',
        'javascript-url',
        'file-name-not-a-route',
        'index-in-a-sub-folder',
        'no-not-found-page',
        'malformed-json',
      ]),
    );
  });

  it.each(names)('%s: validateProject reports exactly the expected problems', async (name) => {
    const { problems, scope } = await validateProject({ root: projectFor(name) });
    expect(problems.length).toBeGreaterThan(0);
    expect(formatReport(problems, scope)).toBe(expectedReport(name));
  });

  it.concurrent.each(names)(
    '%s: `npm run validate` prints every problem and sets the exit code',
    async (name) => {
      const root = projectFor(name);
      // expected.txt is the plain report: a developer's FORCE_COLOR must not colour it.
      const { FORCE_COLOR: _force, ...env } = process.env;
      // As `npm run validate` runs: the bundle of scripts/validate.ts (scripts/validate.mjs).
      const run = promisify(execFile)(process.execPath, ['scripts/validate.mjs', '--root', root], {
        cwd: projectRoot,
        env,
      });
      const { code, stdout, stderr } = await run.then(
        (result) => ({ code: 0, ...result }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      // npm itself may warn about this machine's config on stderr; that is not the validator's output.
      const output = `${stdout}${stderr}`
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('npm warn'))
        .join('\n');
      expect(output).toBe(expectedReport(name));
      expect(code).toBe(onlyWarnings(name) ? 0 : 1);
    },
    60_000,
  );
});

/** Fixtures whose problem is a whole file or folder (its name, or a missing page): no line to point at. */
const aboutWholeFiles = [
  'file-name-not-a-route',
  'index-in-a-sub-folder',
  'no-not-found-page',
  'entry-file-name-not-a-slug',
  'entry-route-taken-by-a-page',
];

describe('expected reports', () => {
  it.each(names.filter((name) => !aboutWholeFiles.includes(name)))(
    '%s: every problem names file:line:col and a JSON pointer, then how to fix it and its rule id',
    (name) => {
      const lines = expectedReport(name).split('\n').slice(0, -1);
      expect(lines.length % 2).toBe(0);
      lines.forEach((line, index) => {
        if (index % 2 === 0)
          expect(line).toMatch(
            /^(pages\/[\w/-]+|content\/[\w/-]+|site|site\.contract|redirects)\.json:\d+:\d+ (warning: )?(\/\S* )?\S/,
          );
        else expect(line).toMatch(/^ {2}\S.* \[[a-z0-9]+(-[a-z0-9]+)*\]$/);
      });
    },
  );
});
