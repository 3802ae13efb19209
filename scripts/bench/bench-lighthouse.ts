import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../../tests/browser/harness/chromium';
import { repoRoot } from '../../tests/browser/harness/repo-root';
import { median } from './bench-median';

/** Lighthouse's three ways of measuring that the bench reports; the two with targets first. */
export type LighthouseMode = 'mobile' | 'desktop' | 'mobile-devtools';
export const lighthouseModes: LighthouseMode[] = ['mobile', 'mobile-devtools', 'desktop'];

/** A run that hangs (Chromium stuck on a busy machine) is stopped so a run over every route finishes. */
const runTimeoutMs = Number(process.env.BENCH_LIGHTHOUSE_TIMEOUT_S ?? 180) * 1000;
const timedOutMessage = 'timed out';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Audits that cost points in accessibility, best practices or SEO ('seo: link-text'). */
  failedAudits: string[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; errorMessage?: string }>;
  runtimeError?: { code: string; message: string };
}

function modeFlags(mode: LighthouseMode): string[] {
  if (mode === 'desktop') return ['--preset=desktop'];
  if (mode === 'mobile-devtools') return ['--throttling-method=devtools'];
  return [];
}

/** One Lighthouse 12 run from the npm package against Debian's Chromium; nothing leaves the machine. */
export async function runLighthouse(url: string, mode: LighthouseMode): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const output = path.join(dir, 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ...modeFlags(mode),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'lighthouse'), args, {
        env: { ...process.env, CHROME_PATH: chromiumPath() },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      let timedOut = false;
      // SIGINT first: Lighthouse's Chrome launcher then closes the Chromium it started.
      const timeout = setTimeout(() => {
        timedOut = true;
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }, runTimeoutMs);
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (exitCode) => {
        clearTimeout(timeout);
        if (exitCode === 0) resolve();
        else reject(new Error(timedOut ? `${timedOutMessage} after ${runTimeoutMs / 1000} s` : stderr.slice(-500)));
      });
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    // A metric that failed to compute leaves the performance score empty: a failed run, not a 0.
    if (report.categories.performance?.score == null) {
      const errors = Object.entries(report.audits).filter(([, audit]) => audit.errorMessage);
      throw new Error(
        `no performance score (${errors.map(([id, audit]) => `${id}: ${audit.errorMessage}`).join('; ')})`,
      );
    }
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferBytes: audit('total-byte-weight'),
      failedAudits,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again,
 * and after three failures report the run as failed instead of stopping the whole benchmark.
 */
async function runLighthouseWithRetries(url: string, mode: LighthouseMode): Promise<LighthouseResult | string> {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await runLighthouse(url, mode);
    } catch (error) {
      lastError = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      // A hung run is not retried: three of them would hold the whole benchmark up for minutes.
      if (lastError.startsWith(timedOutMessage)) break;
    }
  }
  return lastError;
}

/** The runs of one page, and why any failed. */
export interface LighthouseRuns {
  results: LighthouseResult[];
  errors: string[];
}

export async function collectLighthouse(url: string, mode: LighthouseMode, runs: number): Promise<LighthouseRuns> {
  const collected: LighthouseRuns = { results: [], errors: [] };
  for (let run = 0; run < runs; run += 1) {
    const result = await runLighthouseWithRetries(url, mode);
    if (typeof result === 'string') collected.errors.push(`lighthouse failed: ${result}`);
    else collected.results.push(result);
  }
  return collected;
}

/** Median of each figure over all the runs given (Lighthouse varies from run to run); NaN when every run failed. */
export function summariseLighthouse(...batches: LighthouseRuns[]): LighthouseResult {
  const results = batches.flatMap((batch) => batch.results);
  const errors = batches.flatMap((batch) => batch.errors);
  const pick = (key: Exclude<keyof LighthouseResult, 'failedAudits'>) => median(results.map((result) => result[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    transferBytes: pick('transferBytes'),
    failedAudits: [...new Set([...errors, ...results.flatMap((result) => result.failedAudits)])].sort(),
  };
}

export async function medianLighthouse(url: string, mode: LighthouseMode, runs: number): Promise<LighthouseResult> {
  return summariseLighthouse(await collectLighthouse(url, mode, runs));
}
