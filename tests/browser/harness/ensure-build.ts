import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { staleBuildReason } from '../../../src/build/build-if-stale';
import { repoRoot } from './repo-root';

/**
 * Builds once when dist/ is missing or stale, by the same rule `npm start` uses; `npm test` has
 * normally just built it, so this is a no-op there.
 */
export async function ensureBuild(): Promise<void> {
  const reason = await staleBuildReason({ rootDir: repoRoot, distDir: path.join(repoRoot, 'dist') });
  if (!reason) return;
  console.log(`[browser suite] running \`npm run build\` once (${reason})`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

/** Vitest globalSetup used when only the byte-budget check runs (no browser). */
export default async function setup(project: TestProject): Promise<void> {
  await ensureBuild();
  project.provide('distDir', path.join(repoRoot, 'dist'));
}
