/**
 * Issue 26, "live in seconds": how long a publish takes to reach the public site. A temporary copy of
 * the project's content (engine linked) is released once in full, served by the production static
 * site through the release link; then, per run, a page's heading (or site.json's footer) is changed,
 * releases.rebuild(changedFiles) runs, and the time is taken until GET of that page answers the new
 * text. Printed, never asserted: timings depend on the machine and what else runs on it.
 *
 *   BENCH_PUBLISH_RUNS=5        one-page runs (site.json runs: 3 at most)
 *   BENCH_PUBLISH_FILE=pages/index.json   the page changed (default: the largest file in pages/product/)
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import { routeOfPageFile } from '../../src/build/pages/page-route';
import { openSiteReleases, type SiteReleases } from '../../src/publishing/release/open-site-releases';
import { registerStaticSite } from '../../src/server/static-site';
import { repoRoot } from '../../tests/browser/harness/repo-root';
import { median } from './bench-median';
import { ms, printTable } from './bench-table';

const ENGINE = ['src', 'schemas', 'node_modules', 'package.json', 'tsconfig.json', 'vite.config.ts'];
/**
 * Everything the build reads besides the engine: without content/ the home page's Latest News found no
 * news and the build warned, so the bench measured a site that is not the one visitors get.
 */
const CONTENT = ['pages', 'content', 'site.json', 'site.contract.json', 'redirects.json', 'public'];
const ONE_PAGE_TARGET_MS = 3000;
const SITE_TARGET_MS = 30_000;

/**
 * The biggest product page, as the editor bench picks it (not imported from there: that module loads
 * React before the build chooses its production build, and the renderer would then mix the two).
 */
function largestProductPage(): string {
  const dir = path.join(repoRoot, 'pages', 'product');
  const sizes = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, size: statSync(path.join(dir, name)).size }));
  const largest = sizes.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error('pages/product/ has no page');
  return `pages/product/${largest.name}`;
}

interface PublishRun {
  rebuildMs: number;
  liveMs: number;
  pages: number;
  full: boolean;
}

/** Rewrites a file, rebuilds with it named as changed, and waits until `url` answers `expected`. */
async function publishRun(
  releases: SiteReleases,
  root: string,
  file: string,
  change: (text: string) => string,
  url: string,
  expected: string,
): Promise<PublishRun> {
  writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')));
  const started = performance.now();
  const result = await releases.rebuild([file]);
  const rebuildMs = performance.now() - started;
  for (;;) {
    if ((await (await fetch(url)).text()).includes(expected)) break;
    if (performance.now() - started > 120_000) throw new Error(`${url} never showed "${expected}"`);
  }
  return { rebuildMs, liveMs: performance.now() - started, pages: result.pages, full: result.full };
}

function row(label: string, runs: PublishRun[], target: number): string[] {
  const live = median(runs.map((run) => run.liveMs));
  return [
    label,
    String(runs.length),
    String(runs[0]?.pages ?? 0),
    ms(median(runs.map((run) => run.rebuildMs))),
    ms(live),
    `<= ${target}`,
  ];
}

/** Measures and prints the publish-to-live figures; resolves with met/MISSED lines. */
export async function runPublishBench(): Promise<string[]> {
  const runs = Math.max(1, Number(process.env.BENCH_PUBLISH_RUNS ?? 5));
  const file = process.env.BENCH_PUBLISH_FILE ?? largestProductPage();
  console.log(
    `\nPublish to live: ${runs} one-page changes of ${file}, then site.json (a temporary copy of the project) ...`,
  );
  const state = mkdtempSync(path.join(tmpdir(), 'page-engine-bench-publish-'));
  const root = path.join(state, 'project');
  mkdirSync(root);
  for (const part of ENGINE) symlinkSync(path.join(repoRoot, part), path.join(root, part));
  for (const part of CONTENT.filter((part) => existsSync(path.join(repoRoot, part)))) {
    cpSync(path.join(repoRoot, part), path.join(root, part), { recursive: true });
  }
  const servedDir = path.join(state, 'site');
  const app = Fastify();
  try {
    const releases = await openSiteReleases({ root, servedDir, releasesDir: path.join(state, 'releases') });
    const first = await releases.rebuild();
    console.log(`  first release: ${first.pages} pages in full, ${(first.ms / 1000).toFixed(1)} s`);
    await registerStaticSite(app, { distDir: servedDir, apiPrefix: '/api/' });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const pageUrl = `${origin}${routeOfPageFile(file)}`;
    const onePage: PublishRun[] = [];
    for (let n = 1; n <= runs; n += 1) {
      const marker = `edited for the bench ${n}`;
      const change = (text: string) =>
        text.replace(/"heading": "([^"]*?)( \(edited for the bench \d+\))?"/, `"heading": "$1 (${marker})"`);
      onePage.push(await publishRun(releases, root, file, change, pageUrl, marker));
    }
    const siteWide: PublishRun[] = [];
    for (let n = 1; n <= Math.min(3, runs); n += 1) {
      const marker = `Footer note ${n}`;
      const change = (text: string) =>
        text.replace(/"copyright": "([^"]*?)( Footer note \d+)?"/, `"copyright": "$1 ${marker}"`);
      siteWide.push(await publishRun(releases, root, 'site.json', change, pageUrl, marker));
    }
    printTable(
      'Publish to live (issue 26): median ms from rebuild() to the public page serving the change',
      ['change', 'runs', 'pages rendered', 'rebuild() ms', 'live ms', 'target ms'],
      [row(`one page (${file})`, onePage, ONE_PAGE_TARGET_MS), row('site.json (full build)', siteWide, SITE_TARGET_MS)],
    );
    const oneLive = median(onePage.map((run) => run.liveMs));
    const siteLive = median(siteWide.map((run) => run.liveMs));
    const verdict = (ok: boolean, text: string) => `${ok ? 'met    ' : 'MISSED '} ${text}`;
    return [
      verdict(oneLive <= ONE_PAGE_TARGET_MS, `publish to live, one-page text change: median ${ms(oneLive)} ms <= 3 s`),
      verdict(siteLive <= SITE_TARGET_MS, `publish to live, site.json change: median ${ms(siteLive)} ms <= 30 s`),
    ];
  } finally {
    await app.close();
    rmSync(state, { recursive: true, force: true });
  }
}

/**
 * For `npm run bench`: the measurement in a process of its own, printing as it goes. The bench's
 * process has loaded React already (the editor bench's modules), and the renderers need it loaded
 * as the production build. Resolves with the met/MISSED lines it printed.
 */
export function runPublishBenchApart(): string[] {
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(result.stdout);
  if (result.status !== 0) console.log(`(bench-publish exited with ${result.status}; not a failure of the bench)`);
  return result.stdout
    .split('\n')
    .filter((line) => /^\s+(met|MISSED) /.test(line))
    .map((line) => line.trim());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runPublishBench().then(
    (lines) => {
      for (const line of lines) console.log(`  ${line}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
