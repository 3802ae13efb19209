import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseProjectDir } from './fixture-project';
import { temporaryFixtures } from './temporary-fixtures';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const CLI_TIMEOUT_MS = 60_000;
const fixture = temporaryFixtures();

/** Runs `npm run validate` as CI does: output to a pipe, colour settings of the caller removed. */
async function validate(args: string[], env: NodeJS.ProcessEnv = {}) {
  const { FORCE_COLOR: _force, NO_COLOR: _no, ...inherited } = process.env;
  // What `npm run validate` runs: scripts/validate.ts from its bundle (scripts/validate.mjs).
  const run = promisify(execFile)(process.execPath, ['scripts/validate.mjs', ...args], {
    cwd: projectRoot,
    env: { ...inherited, ...env },
  });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('npm run validate: exit codes', () => {
  it('exits 0 for a clean project', { timeout: CLI_TIMEOUT_MS }, async () => {
    const { code, stdout } = await validate(['--root', baseProjectDir]);
    expect(code).toBe(0);
    expect(stdout).toBe('0 errors, 0 warnings in 3 pages\n');
  });

  it('exits 0 for warnings alone, and 1 for them under --strict', { timeout: CLI_TIMEOUT_MS }, async () => {
    const root = fixture('seo-lengths');
    const [relaxed, strict] = await Promise.all([validate(['--root', root]), validate(['--root', root, '--strict'])]);
    expect(lastLine(relaxed.stdout)).toBe('0 errors, 2 warnings in 3 pages');
    expect(relaxed.code).toBe(0);
    expect(lastLine(strict.stderr)).toBe('0 errors, 2 warnings in 3 pages');
    expect(strict.code).toBe(1);
  });

  it('exits 1 for an error', { timeout: CLI_TIMEOUT_MS }, async () => {
    const { code, stderr } = await validate(['--root', fixture('wrong-type')]);
    expect(code).toBe(1);
    expect(stderr).toContain('pages/about.json:29:20 Card grid › Card 2 › Title should be text, not the number 42');
  });

  it('exits 2 with a usage line for an unknown flag or format', { timeout: CLI_TIMEOUT_MS }, async () => {
    const [flag, format] = await Promise.all([validate(['--fromat', 'json']), validate(['--format', 'xml'])]);
    for (const result of [flag, format]) {
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('Usage: npm run validate -- [--format human|github|json] [--strict]');
    }
    expect(flag.stderr).toContain("Unknown option '--fromat'");
    expect(format.stderr).toContain("Unknown format 'xml'");
  });
});

describe('npm run validate: output formats', () => {
  it(
    '--format github prints one annotation per problem on stdout, then the summary',
    { timeout: CLI_TIMEOUT_MS },
    async () => {
      const { code, stdout } = await validate(['--root', fixture('wrong-type'), '--format', 'github']);
      const lines = stdout.trimEnd().split('\n');
      expect(code).toBe(1);
      // The problem, then (after an escaped line break) how to fix it and the rule id.
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^::error file=pages\/about\.json,line=29,col=20,title=Card grid › Card 2 › Title::Card grid › Card 2 › Title should be text, not the number 42%0A.+ \[schema-wrong-type\]$/,
        ),
      );
      for (const line of lines.slice(0, -1)) expect(line).toMatch(/^::(error|warning) file=[^,:]+,line=\d+,col=\d+/);
      expect(lines.at(-1)).toMatch(/^\d+ errors?, \d+ warnings? in 3 pages$/);
    },
  );

  it('--format json prints nothing but the JSON report on stdout', { timeout: CLI_TIMEOUT_MS }, async () => {
    const { code, stdout } = await validate(['--root', fixture('image-too-small'), '--format', 'json']);
    const report = JSON.parse(stdout);
    expect(code).toBe(0);
    expect(Object.keys(report)).toEqual(['version', 'summary', 'problems']);
    expect(report.summary).toEqual({ errors: 0, warnings: 1, pages: 3 });
    expect(report.problems).toEqual([
      {
        severity: 'warning',
        file: 'pages/about.json',
        line: 10,
        column: 25,
        pointer: '/blocks/0/image/src',
        field: 'Banner › Image › Image file',
        message: expect.stringContaining("'/images/banners/warehouse.jpg', 800 px wide"),
        rule: 'image-too-small',
        hint: expect.stringContaining('at least 1920 px wide'),
      },
    ]);
  });

  it('colours the human report in a pipe only when FORCE_COLOR asks', { timeout: CLI_TIMEOUT_MS }, async () => {
    const root = fixture('image-too-small');
    const [plain, forced, noColor] = await Promise.all([
      validate(['--root', root]),
      validate(['--root', root], { FORCE_COLOR: '1' }),
      validate(['--root', root], { NO_COLOR: '1' }),
    ]);
    expect(plain.stdout).not.toContain('\u001b[');
    expect(noColor.stdout).toBe(plain.stdout);
    expect(forced.stdout).toContain('\u001b[33mwarning: Banner › Image › Image file');
  });
});
