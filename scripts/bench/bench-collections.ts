/**
 * Issue 27, collections at scale: a temporary copy of the project (engine linked) with 1,000 generated
 * blog posts (~400 words each, bold, links, lists), then `npm run validate` on it with nothing kept (as
 * after a fresh `npm ci`: its bundle and its cache both emptied), cold (its cache emptied, its bundle
 * kept) and warm (the same files again), a full build (the first release, as `npm run build` builds),
 * and one changed post published live through the incremental release until its page answers the
 * change. Printed, never asserted: timings depend on the machine and what else runs on it.
 * `npm run bench:collections` runs it alone.
 *
 *   BENCH_COLLECTION_POSTS=1000        posts generated
 *   BENCH_COLLECTION_RUNS=3            one-post publishes (median)
 *   BENCH_COLLECTION_VALIDATE_RUNS=1   runs of each npm run validate figure (median; the kinds alternate)
 *   BENCH_COLLECTION_BUILD=0           validate figures only: no build, no publish
 *   BENCH_COLLECTION_COMPARE=<dir>     another checkout of the engine (node_modules linked) whose
 *                                      `npm run validate` is timed on the same posts, taking turns
 *                                      with this one: before and after a change, in one run
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { openSiteReleases } from '../../src/publishing/release/open-site-releases';
import { registerStaticSite } from '../../src/server/static-site';
import { defaultValidateCacheDir } from '../../src/build/validation/validate-cache-dir';
import { repoRoot } from '../../tests/browser/harness/repo-root';
import { validateBundleCacheDir } from '../validate-bundle.mjs';
import { median } from './bench-median';
import { benchPost, benchPostBody } from './bench-post-generator';
import { ms, printTable } from './bench-table';

const ENGINE = ['src', 'schemas', 'node_modules', 'package.json', 'tsconfig.json', 'vite.config.ts'];
const CONTENT = ['pages', 'content', 'site.json', 'site.contract.json', 'redirects.json', 'public'];
const VALIDATE_TARGET_MS = 1000;
const BUILD_TARGET_MS = 60_000;
const PUBLISH_TARGET_MS = 2000;

/** A cover the copy has: the first real post's, else the first picture in public/images/. */
function benchCover(root: string): { src: string; alt: string } {
  const postsDir = path.join(root, 'content/posts');
  for (const name of existsSync(postsDir) ? readdirSync(postsDir).sort() : []) {
    const cover = (
      JSON.parse(readFileSync(path.join(postsDir, name), 'utf8')) as { cover?: { src: string; alt: string } }
    ).cover;
    if (cover?.src) return cover;
  }
  const image = readdirSync(path.join(root, 'public/images')).find((name) =>
    /\.(jpe?g|png|webp|avif|svg)$/i.test(name),
  );
  if (!image) throw new Error('public/images/ has no picture for the posts’ covers');
  return { src: `/images/${image}`, alt: 'Automation equipment in an Indian plant' };
}

interface ValidateRun {
  ms: number;
  /** CPU time of npm and everything it ran (user and system): what a machine busy with other work inflates least. */
  cpuMs: number;
  ok: boolean;
  tail: string;
}

/** The children's CPU time from the second line of the shell's `times` ("0m1.250000s 0m0.030000s"). */
function childrenCpuMs(times: string): number {
  const [user, system] = [...(times.split('\n')[1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, seconds]) => (Number(minutes) * 60 + Number(seconds)) * 1000,
  );
  return user !== undefined && system !== undefined ? user + system : Number.NaN;
}

/**
 * The run of median time (the slower of the middle two for an even count): its figure and its
 * output, with the median CPU time of the runs.
 */
function medianRun(runs: ValidateRun[]): ValidateRun {
  const byCpu = [...runs].sort((a, b) => a.cpuMs - b.cpuMs);
  const run = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
  return { ...run, cpuMs: byCpu[Math.floor(runs.length / 2)]!.cpuMs };
}

/** The wall time of `npm run validate -- --root <root>` run by the engine at `engine` (what an author waits for), and whether it passed. */
function timeValidate(root: string, engine = repoRoot): ValidateRun {
  const started = performance.now();
  // Through sh, whose `times` (to fd 3) reports the CPU time of what it ran.
  const script = 'npm run --silent validate -- --root "$1"; status=$?; times >&3; exit $status';
  const result = spawnSync('/bin/sh', ['-c', script, 'sh', root], {
    cwd: engine,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const elapsed = performance.now() - started;
  const tail = `${result.stdout}${result.stderr}`.trim().split('\n').slice(-2).join(' / ');
  return { ms: elapsed, cpuMs: childrenCpuMs(String(result.output[3] ?? '')), ok: result.status === 0, tail };
}

interface ValidateReadings {
  fresh: ValidateRun[];
  cold: ValidateRun[];
  warm: ValidateRun[];
}

/**
 * One reading of each kind for the engine at `engine`. Nothing kept: as after a fresh `npm ci` or
 * clone (node_modules/.cache empty: the bundle of validate.ts built, every rich text parsed, the
 * schemas' validators loaded or compiled): the honest cold figure. Cold: the validate cache emptied,
 * the validator's own bundle kept (as after a change to the content or the rich-text code). Warm:
 * the same files again, the author's usual case.
 */
function readValidate(engine: string, root: string, readings: ValidateReadings): void {
  // The same folders validate-cache-dir.ts and validate-bundle.mjs name, for that engine.
  const cacheDir =
    engine === repoRoot ? defaultValidateCacheDir : path.join(engine, 'node_modules/.cache/page-engine/validate');
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(validateBundleCacheDir(engine), { recursive: true, force: true });
  readings.fresh.push(timeValidate(root, engine));
  rmSync(cacheDir, { recursive: true, force: true });
  readings.cold.push(timeValidate(root, engine));
  readings.warm.push(timeValidate(root, engine));
}

function copyProject(state: string): string {
  const root = path.join(state, 'project');
  mkdirSync(root);
  for (const part of ENGINE) symlinkSync(path.join(repoRoot, part), path.join(root, part));
  for (const part of CONTENT) {
    if (existsSync(path.join(repoRoot, part)))
      cpSync(path.join(repoRoot, part), path.join(root, part), { recursive: true });
  }
  return root;
}

function writePosts(root: string, count: number): string[] {
  const cover = benchCover(root);
  // A page the copy has, so the posts' links are valid and the figures are those of a project that passes.
  const linkRoute = ['about-us', 'about', 'contact'].find((name) => existsSync(path.join(root, `pages/${name}.json`)));
  mkdirSync(path.join(root, 'content/posts'), { recursive: true });
  const files: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const file = `content/posts/bench-post-${String(n + 1).padStart(4, '0')}.json`;
    const post = benchPost(n, cover, linkRoute ? `/${linkRoute}` : '/');
    // The generator repeats its bodies every few dozen posts; a numbered closing line makes each one a
    // text of its own, so a cold `npm run validate` parses a thousand bodies and shares none.
    post.body = `${String(post.body)}\n\nThis was post ${n + 1} of the series.`;
    writeFileSync(path.join(root, file), `${JSON.stringify(post, null, 2)}\n`);
    files.push(file);
  }
  return files;
}

/** Measures and prints the collection figures; resolves with met/MISSED lines. */
export async function runCollectionsBench(): Promise<string[]> {
  const count = Math.max(1, Number(process.env.BENCH_COLLECTION_POSTS ?? 1000));
  const runs = Math.max(1, Number(process.env.BENCH_COLLECTION_RUNS ?? 3));
  console.log(`\nCollections at scale: ${count} generated posts in a temporary copy of the project ...`);
  const state = mkdtempSync(path.join(tmpdir(), 'page-engine-bench-collections-'));
  const app = Fastify();
  try {
    const root = copyProject(state);
    const compare = process.env.BENCH_COLLECTION_COMPARE
      ? path.resolve(process.env.BENCH_COLLECTION_COMPARE)
      : undefined;
    const before = timeValidate(root);
    const compareBefore = compare ? timeValidate(root, compare) : undefined;
    const files = writePosts(root, count);
    const words = benchPostBody(0, '/').split(/\s+/).length;
    console.log(`  ${count} posts of ~${words} words written; validating ...`);
    // The kinds run in turn, and with a second engine the engines take turns (which goes first
    // alternates), so a machine busy with something else slows each alike.
    const validateRuns = Math.max(1, Number(process.env.BENCH_COLLECTION_VALIDATE_RUNS ?? 1));
    const readings: ValidateReadings = { fresh: [], cold: [], warm: [] };
    const compared: ValidateReadings = { fresh: [], cold: [], warm: [] };
    for (let n = 0; n < validateRuns; n += 1) {
      if (compare && n % 2 === 0) readValidate(compare, root, compared);
      readValidate(repoRoot, root, readings);
      if (compare && n % 2 === 1) readValidate(compare, root, compared);
    }
    const [fresh, validate, warm] = [readings.fresh, readings.cold, readings.warm].map(medianRun) as [
      ValidateRun,
      ValidateRun,
      ValidateRun,
    ];
    if (!validate.ok) console.log(`  npm run validate did not pass: ${validate.tail}`);
    const runsNote = validateRuns > 1 ? ` (median of ${validateRuns})` : '';
    // Each row: this engine's wall and CPU time, then (with a second engine) that engine's.
    const figures = (runs: ValidateRun[], other: ValidateRun[] | undefined) => {
      const median = medianRun(runs);
      const theirs = other && other.length > 0 ? medianRun(other) : undefined;
      return [
        ms(median.ms),
        ms(median.cpuMs),
        ...(compare ? [theirs ? ms(theirs.ms) : '-', theirs ? ms(theirs.cpuMs) : '-'] : []),
      ];
    };
    const row = (measure: string, runs: ValidateRun[], other: ValidateRun[] | undefined, target: string) => [
      measure,
      ...figures(runs, other),
      target,
      medianRun(runs).ok ? 'passed' : 'failed',
    ];
    const target = `<= ${VALIDATE_TARGET_MS}`;
    const validateRows = [
      row('npm run validate, project as it is', [before], compareBefore && [compareBefore], ''),
      row(
        `npm run validate, ${count} posts, nothing kept (fresh npm ci)${runsNote}`,
        readings.fresh,
        compared.fresh,
        target,
      ),
      row(
        `npm run validate, ${count} posts, cold (no validate cache; bundle kept)${runsNote}`,
        readings.cold,
        compared.cold,
        target,
      ),
      row(
        `npm run validate, ${count} posts, warm (second run, files unchanged)${runsNote}`,
        readings.warm,
        compared.warm,
        target,
      ),
    ];
    const other = compare ? path.basename(compare) : '';
    const validateHeaders = [
      'measure',
      'ms',
      'cpu ms',
      ...(compare ? [`ms ${other}`, `cpu ms ${other}`] : []),
      'target ms',
      'note',
    ];
    if (compare) {
      const failed = [...compared.fresh, ...compared.cold, ...compared.warm].find((run) => !run.ok);
      if (failed) console.log(`  ${compare}: npm run validate did not pass: ${failed.tail}`);
    }
    const verdict = (ok: boolean, text: string) => `${ok ? 'met    ' : 'MISSED '} ${text}`;
    const validateVerdicts = [
      verdict(
        fresh.ms <= VALIDATE_TARGET_MS,
        `npm run validate with ${count} posts, cold after a fresh npm ci: ${ms(fresh.ms)} ms <= 1 s`,
      ),
      verdict(
        validate.ms <= VALIDATE_TARGET_MS,
        `npm run validate with ${count} posts, cold with its bundle kept: ${ms(validate.ms)} ms <= 1 s`,
      ),
      verdict(warm.ms <= VALIDATE_TARGET_MS, `npm run validate with ${count} posts, warm: ${ms(warm.ms)} ms <= 1 s`),
    ];
    if (process.env.BENCH_COLLECTION_BUILD === '0') {
      printTable(`Collections at scale (issue 27): ${count} posts`, validateHeaders, validateRows);
      return validateVerdicts;
    }

    const servedDir = path.join(state, 'site');
    const releases = await openSiteReleases({ root, servedDir, releasesDir: path.join(state, 'releases') });
    console.log('  full build (the first release) ...');
    const first = await releases.rebuild();
    await registerStaticSite(app, { distDir: servedDir, apiPrefix: '/api/' });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });

    const file = files[Math.floor(files.length / 2)]!;
    const url = `${origin}/blogs/${path.basename(file, '.json')}`;
    const published: { ms: number; pages: number; full: boolean }[] = [];
    for (let n = 1; n <= runs; n += 1) {
      const marker = `Edited for the bench ${n}`;
      const data = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { summary: string; body: string };
      data.body = `${marker}.\n\n${data.body.replace(/^Edited for the bench \d+\.\n\n/, '')}`;
      writeFileSync(path.join(root, file), `${JSON.stringify(data, null, 2)}\n`);
      const started = performance.now();
      const result = await releases.rebuild([file]);
      for (;;) {
        if ((await (await fetch(url)).text()).includes(marker)) break;
        if (performance.now() - started > 120_000) throw new Error(`${url} never showed "${marker}"`);
      }
      published.push({ ms: performance.now() - started, pages: result.pages, full: result.full });
    }
    const publishMs = median(published.map((run) => run.ms));
    const notCompared = compare ? ['-', '-', '-'] : ['-'];
    printTable(`Collections at scale (issue 27): ${count} posts`, validateHeaders, [
      ...validateRows,
      ['full build (first release)', ms(first.ms), ...notCompared, `<= ${BUILD_TARGET_MS}`, `${first.pages} routes`],
      [
        `publish one changed post live (median of ${runs})`,
        ms(publishMs),
        ...notCompared,
        `<= ${PUBLISH_TARGET_MS}`,
        `${published[0]?.pages ?? 0} pages rendered, ${published.some((run) => run.full) ? 'FULL build' : 'incremental'}`,
      ],
    ]);
    return [
      ...validateVerdicts,
      verdict(first.ms <= BUILD_TARGET_MS, `full build with ${count} posts: ${(first.ms / 1000).toFixed(1)} s <= 60 s`),
      verdict(publishMs <= PUBLISH_TARGET_MS, `one changed post live: median ${ms(publishMs)} ms <= 2 s`),
    ];
  } finally {
    await app.close();
    rmSync(state, { recursive: true, force: true });
  }
}

/**
 * For `npm run bench`: in a process of its own, as bench-publish.ts (the renderers need React loaded as
 * the production build, and the bench's process has loaded it already). Resolves with the met/MISSED lines.
 */
export function runCollectionsBenchApart(): string[] {
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(result.stdout);
  if (result.status !== 0) console.log(`(bench-collections exited with ${result.status}; not a failure of the bench)`);
  return result.stdout
    .split('\n')
    .filter((line) => /^\s+(met|MISSED) /.test(line))
    .map((line) => line.trim());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCollectionsBench().then(
    (lines) => {
      for (const line of lines) console.log(`  ${line}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
