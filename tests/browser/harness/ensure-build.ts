import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { isDistStale } from './dist-freshness';
import { repoRoot } from './repo-root';

/** Builds once when dist/ is missing or stale; `npm test` has normally just built it, so this is a no-op there. */
export function ensureBuild(): void {
  if (!isDistStale(repoRoot)) return;
  console.log('[browser suite] dist/ is missing or stale: running `npm run build` once');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

/** Vitest globalSetup used when only the byte-budget check runs (no browser). */
export default function setup(project: TestProject): void {
  ensureBuild();
  project.provide('distDir', path.join(repoRoot, 'dist'));
}
