import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAuthorScenario, removeEmptyListNotices, repoRoot, repositoryCopy } from './author-scenario';
import { linesReadingLiveContent, scannedTestSources, unitTestsReadingLiveContent } from './live-content-reads';

/**
 * Issue 25's proof that ordinary marketing work keeps `npm test` green. On a copy of the repository
 * an author, editing the files by hand, copies a product page to a new route, rewords a paragraph on
 * /about and the home hero headline, publishes a seventh blog post (and lists seven) and removes the "no openings" notice.
 * What of `npm test` can see content: the content gate (`npm run check`: validation with the site
 * contract, migrate --check, generated files current), the format check (content is not its
 * business), and the unit tests, which read fixtures only: the guard below proves no unit test reads
 * the live pages/ or site.json. The build and the browser suite render whatever valid pages exist.
 */
let root: string;
let newPage: string;

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

const EDITED = ['pages/about.json', 'pages/index.json', 'pages/blogs.json', 'pages/careers/current-openings.json'];

beforeAll(() => {
  root = repositoryCopy();
  ({ newPage } = applyAuthorScenario(root));
  // The third edit issue 25 names as ordinary marketing work: the "no openings" notice goes.
  removeEmptyListNotices(root, 'pages/careers/current-openings.json');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("an author's ordinary edits, on a copy of the project", () => {
  it('pass npm run check, with the launch copy the spec fixed shown as warnings', async () => {
    const check = await run('npm', ['run', 'check']);
    expect(check.code, check.output).toBe(0);
    expect(check.output).toMatch(warningAbout('pages/index.json', 'home-hero-headlines'));
    expect(check.output).toMatch(warningAbout('pages/blogs.json', 'blogs-cards'));
    expect(check.output).toMatch(warningAbout('pages/careers/current-openings.json', 'openings-mailto'));
    expect(check.output).toMatch(/^0 errors, \d+ warnings in \d+ pages( and \d+ entries \(.*\))?$/m);
  }, 120_000);

  it('pass the format check, though the pages were edited by hand', async () => {
    const format = await run('npx', ['prettier', '--check', ...EDITED, newPage, 'site.json']);
    expect(format.code, format.output).toBe(0);
  }, 60_000);
});

describe('the unit tests', () => {
  it('read no live content: no test source reaches pages/ or site.json of the repository', () => {
    const readers = unitTestsReadingLiveContent(repoRoot).map(({ file, lines }) => `${file}: ${lines.join(' | ')}`);
    expect(readers).toEqual([]);
  });

  it("covers the editor's browser tests, which run on a fixture site, and every helper they import", () => {
    const scanned = scannedTestSources(repoRoot);
    expect(scanned).toEqual(
      expect.arrayContaining([
        'tests/browser/editor-page-editing.test.ts',
        'tests/browser/editor-entry-address.test.ts',
        'tests/browser/harness/editor-site.ts',
        'tests/browser/harness/admin-project.ts',
        'tests/admin/server/e2e/content-project.ts',
      ]),
    );
    // The rest of the browser suite renders the real site's build on purpose.
    expect(scanned).not.toContain('tests/browser/layout-about.test.ts');
    expect(scanned).not.toContain('tests/browser/harness/site-data.ts');
  });

  // The guard must be able to fail: each way a test has read the live content is caught.
  it.each([
    "const site = readFileSync('site.json', 'utf8');",
    "const files = readdirSync('pages', { recursive: true });",
    "cpSync(path.join(repoRoot, 'pages'), pagesDir, { recursive: true });",
    "const root = process.cwd();\nconst page = readFileSync(path.join(root, 'pages/about.json'), 'utf8');",
    "const here = fileURLToPath(new URL('../../', import.meta.url));\nreadFileSync(`${here}/site.json`);",
    'server = await startDevServer({ root: projectRoot, port: 0 });',
    'export function readSite(root: string = projectRoot) {}',
    "for (const entry of ['pages', 'site.json']) cpSync(path.join(repoRoot, entry), path.join(copy, entry));",
    "import home from '../../pages/index.json';",
  ])('catches %s', (source) => {
    expect(linesReadingLiveContent(source, () => true)).not.toEqual([]);
  });

  it.each([
    "cpSync(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true });",
    "import { formatPageJson } from '../pages/format-page-json';",
    "readFileSync(path.join(process.cwd(), 'src/browser/layout/Navbar/Navbar.module.css'), 'utf8');",
    "writeFileSync(path.join(root, 'pages/contact.json'), text);",
  ])('lets engine and fixture reads through: %s', (source) => {
    expect(linesReadingLiveContent(source, () => false)).toEqual([]);
  });
});
