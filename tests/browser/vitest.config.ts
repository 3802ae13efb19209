import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * The real-browser suite and the byte-budget check, both of which need a built dist/.
 * `tests/browser/run.ts` sets BROWSER_SUITE=skip when no Chromium exists: the budgets still run.
 */
const withBrowser = process.env.BROWSER_SUITE !== 'skip';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  test: {
    root: repoRoot,
    name: withBrowser ? 'browser' : 'budgets',
    environment: 'node',
    include: withBrowser
      ? ['tests/browser/**/*.test.ts', 'tests/budgets/**/*.test.ts']
      : ['tests/budgets/**/*.test.ts'],
    globalSetup: [withBrowser ? 'tests/browser/harness/global-setup.ts' : 'tests/browser/harness/ensure-build.ts'],
    // One Chromium at a time on a 2-core machine; the server is shared by all files.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
