/**
 * `npm run bench`: the performance figures of issue 6, printed as tables. Timings and Lighthouse
 * scores vary from run to run, so nothing here fails; the byte budgets that are deterministic are
 * tests (tests/budgets). Shorten with BENCH_ROUTES=/,/about and BENCH_RUNS=1; BENCH_LIGHTHOUSE=0
 * skips Lighthouse, BENCH_API=0 the lead-API load test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { hasChromium, launchChromium } from '../../tests/browser/harness/chromium';
import { startProductionServer } from '../../tests/browser/harness/production-server';
import { repoRoot } from '../../tests/browser/harness/repo-root';
import { loadPages } from '../../tests/browser/harness/site-data';
import { siteRoutes } from '../../tests/browser/harness/site-routes';
import { measureFirstLoad, type FirstLoad } from './bench-first-load';
import { lighthouseModes, medianLighthouse, type LighthouseMode, type LighthouseResult } from './bench-lighthouse';
import { startReferenceServer } from './bench-reference-server';
import { countRequests, type RouteRequests } from './bench-requests';
import { kb, ms, printTable, ratio } from './bench-table';
import { benchValidation } from './bench-validation';

const carouselBlocks = new Set(['heroCarousel', 'logoStrip', 'newsCarousel', 'reviewCarousel']);
const chosenRoutes = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const routes: string[] = chosenRoutes ?? [...siteRoutes];
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const findings: string[] = [];

function note(ok: boolean, text: string): void {
  findings.push(`${ok ? 'met    ' : 'MISSED '} ${text}`);
}

function timeBuild(): number {
  console.log('Building the site (npm run build) ...');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('npm run build failed');
  }
  return seconds;
}

function printFirstLoad(loads: FirstLoad[], requests: Map<string, RouteRequests>): void {
  const pages = loadPages();
  const rows = loads.map((load) => {
    const carousel = pages.get(load.route)?.blocks.some((block) => carouselBlocks.has(block.type));
    const measured = requests.get(load.route);
    return [
      load.route === NOT_FOUND_ROUTE ? `${NOT_FOUND_ROUTE} (404.html)` : load.route,
      carousel ? 'yes' : '',
      kb(load.htmlBytes),
      kb(load.htmlGzipBytes),
      kb(load.jsGzipBytes),
      load.jsFiles.length,
      kb(load.cssGzipBytes),
      measured ? measured.requests : '-',
      measured ? kb(measured.transferBytes) : '-',
    ];
  });
  printTable(
    'First load per route (KiB; JS/CSS = what the HTML loads up front incl. static imports, gzip; requests/transfer = real Chromium visit at 1280 px until network idle)',
    ['route', 'carousel', 'HTML', 'HTML gz', 'JS gz', 'JS files', 'CSS gz', 'requests', 'transfer'],
    rows,
  );
  for (const load of loads) {
    const carousel = pages.get(load.route)?.blocks.some((block) => carouselBlocks.has(block.type));
    if (!carousel)
      note(load.jsGzipBytes <= 125 * 1024, `${load.route}: first-load JS ${kb(load.jsGzipBytes)} KiB <= 125`);
    note(load.cssGzipBytes <= 12 * 1024, `${load.route}: CSS ${kb(load.cssGzipBytes)} KiB <= 12`);
  }
}

function runApiBench(): void {
  const script = path.join(repoRoot, 'scripts', 'bench', 'bench-api.ts');
  if (process.env.BENCH_API === '0') return;
  if (!existsSync(script)) {
    console.log('\nLead API: scripts/bench/bench-api.ts not present, skipped');
    return;
  }
  console.log('\nLead API load test (scripts/bench/bench-api.ts, shortened) ...');
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, BENCH_API_DURATION_S: process.env.BENCH_API_DURATION_S ?? '5' },
  });
  if (result.status !== 0) console.log(`(bench-api exited with ${result.status}; not a failure of the bench)`);
}

async function runLighthouseTables(siteUrl: string): Promise<void> {
  const reference = await startReferenceServer();
  try {
    for (const mode of lighthouseModes) {
      console.log(
        `\nLighthouse ${mode}: median of ${runs} run(s) for the reference page and ${routes.length} route(s) ...`,
      );
      const ref = await medianLighthouse(reference.url, mode, runs);
      const results = new Map<string, LighthouseResult>();
      for (const route of routes) results.set(route, await medianLighthouse(`${siteUrl}${route}`, mode, runs));
      const row = (name: string, result: LighthouseResult) => [
        name,
        result.performance,
        result.accessibility,
        result.bestPractices,
        result.seo,
        ms(result.lcpMs),
        ms(result.tbtMs),
        result.cls.toFixed(3),
        kb(result.transferBytes),
        ratio(result.lcpMs, ref.lcpMs),
        ratio(result.transferBytes, ref.transferBytes),
      ];
      printTable(
        `Lighthouse 12, ${describeMode(mode)}, median of ${runs}`,
        ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'KiB', 'LCP/ref', 'bytes/ref'],
        [row('(static reference)', ref), ...routes.map((route) => row(route, results.get(route) as LighthouseResult))],
      );
      for (const [route, result] of results) {
        if (result.failedAudits.length > 0) console.log(`  ${route} loses points on ${result.failedAudits.join(', ')}`);
      }
      judgeLighthouse(mode, results, ref);
    }
  } finally {
    await reference.stop();
  }
}

function describeMode(mode: LighthouseMode): string {
  if (mode === 'desktop') return 'desktop preset (simulated throttling)';
  if (mode === 'mobile-devtools') return 'mobile, --throttling-method=devtools';
  return 'mobile (default, simulated throttling)';
}

function judgeLighthouse(mode: LighthouseMode, results: Map<string, LighthouseResult>, ref: LighthouseResult): void {
  for (const [route, result] of results) {
    if (mode === 'mobile') {
      note(result.performance >= 98, `${route}: mobile performance ${result.performance} >= 98`);
      note(
        result.accessibility === 100 && result.bestPractices === 100 && result.seo === 100,
        `${route}: accessibility/best practices/SEO ${result.accessibility}/${result.bestPractices}/${result.seo} all 100`,
      );
    }
    if (mode === 'mobile-devtools') {
      note(
        result.lcpMs <= ref.lcpMs * 1.2,
        `${route}: devtools LCP ${ratio(result.lcpMs, ref.lcpMs)} of the reference <= 1.2x`,
      );
      note(result.tbtMs < 100, `${route}: devtools TBT ${ms(result.tbtMs)} ms < 100`);
      note(result.cls === 0, `${route}: devtools CLS ${result.cls.toFixed(3)} = 0`);
    }
  }
}

async function main(): Promise<void> {
  const buildSeconds = timeBuild();
  const validation = benchValidation(1000);

  const loads = [...routes.filter((route) => route !== NOT_FOUND_ROUTE), NOT_FOUND_ROUTE].map((route) =>
    measureFirstLoad(path.join(repoRoot, 'dist'), route),
  );
  const chromium = hasChromium();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'page-engine-bench-'));
  const server = await startProductionServer({ databasePath: path.join(dataDir, 'leads.db'), quiet: true });
  try {
    const requests = new Map<string, RouteRequests>();
    if (chromium) {
      const browser = await launchChromium();
      try {
        for (const route of routes) requests.set(route, await countRequests(browser, `${server.url}${route}`, 1280));
      } finally {
        await browser.close();
      }
    }
    printFirstLoad(loads, requests);
    printTable(
      'Build and validation',
      ['measure', 'value', 'target'],
      [
        ['full build (npm run build)', `${buildSeconds.toFixed(1)} s`, '< 60 s'],
        [`validate ${validation.pages} synthetic pages`, `${validation.seconds.toFixed(3)} s`, '< 1 s'],
        ['  average page size', `${kb(validation.averageBytes)} KiB`, ''],
        ['  problems reported (headings, ids, SEO lengths)', String(validation.problems), ''],
      ],
    );
    note(buildSeconds < 60, `full build ${buildSeconds.toFixed(1)} s < 60 s`);
    note(validation.seconds < 1, `validation of 1,000 pages ${validation.seconds.toFixed(3)} s < 1 s`);

    runApiBench();

    if (!chromium) console.log('\nLighthouse skipped: no Chromium (apt-get install -y chromium, or set CHROME_PATH)');
    else if (process.env.BENCH_LIGHTHOUSE === '0') console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE=0)');
    else await runLighthouseTables(server.url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('\nTargets (issue 6):');
  for (const finding of findings) console.log(`  ${finding}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
