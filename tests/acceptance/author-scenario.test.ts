import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAuthorScenario, removeBlocks, repositoryCopy } from './author-scenario';
import { contentReadingTests } from './content-reading-tests';

/**
 * Issue 25's proof that ordinary marketing work keeps the gate green: on a copy of the repository,
 * an author copies a product page to a new route, rewords a paragraph on /about and the home hero
 * headline, and adds a seventh blog card, editing the files by hand. Then the content gate
 * (`npm run check`: validate with the site contract, migrate --check, generated files current),
 * the repo-wide format check, and every unit test that may read the live project run on the copy
 * and pass; the contract's launch copy shows as warnings. No build: it is not what content can break.
 */
let root: string;

async function run(command: string, args: string[]) {
  const { FORCE_COLOR: _force, ...env } = process.env;
  return promisify(execFile)(command, args, { cwd: root, env: { ...env, CI: '1' }, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
}

/** A launch-copy warning in `file` (its first line) whose hint names the contract's requirement `id`. */
const warningAbout = (file: string, id: string) =>
  new RegExp(
    `^${file.replace(/[./]/g, '\\$&')}:\\d+:\\d+ warning: .*\\n.*requirement '${id}'.*\\[launch-copy\\]$`,
    'm',
  );

beforeAll(() => {
  root = repositoryCopy();
  applyAuthorScenario(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("an author's ordinary edits, on a copy of the project", () => {
  it('pass npm run check, with the launch copy the spec fixed shown as warnings', async () => {
    const check = await run('npm', ['run', 'check']);
    expect(check.code, check.output).toBe(0);
    expect(check.output).toMatch(warningAbout('pages/index.json', 'home-hero-headlines'));
    expect(check.output).toMatch(warningAbout('pages/blogs.json', 'blogs-cards'));
    expect(check.output).toMatch(/^0 errors, \d+ warnings in \d+ pages$/m);
  }, 180_000);

  it('pass the repo-wide format check, though the pages were edited by hand', async () => {
    const format = await run('npx', ['prettier', '--check', '.']);
    expect(format.code, format.output).toBe(0);
  }, 120_000);

  // The third edit issue 25 names as ordinary marketing work: the "no openings" notice goes.
  it('pass validate when the "no openings" notice is removed too, with a warning naming it', async () => {
    removeBlocks(root, 'pages/careers/current-openings.json', 'notice');
    const validate = await run('npx', ['tsx', 'scripts/validate.ts']);
    expect(validate.code, validate.output).toBe(0);
    expect(validate.output).toMatch(warningAbout('pages/careers/current-openings.json', 'openings-mailto'));
  }, 120_000);

  it('pass every unit test that may read the live project', async () => {
    const files = contentReadingTests(root);
    // The scan finds the tests known to read the project; an empty list would prove nothing.
    expect(files).toEqual(
      expect.arrayContaining(['tests/render/pages-render.test.ts', 'tests/page-editor/editor-pages.test.ts']),
    );
    const unit = await run('npx', ['vitest', 'run', ...files]);
    expect(unit.code, unit.output.slice(-6000)).toBe(0);
  }, 600_000);
});
