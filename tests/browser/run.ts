import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumPath, hasChromium } from './harness/chromium';
import { repoRoot } from './harness/repo-root';

/**
 * `npm run test:browser`: runs the real-browser suite (and the byte budgets) with vitest.
 * Without Chromium the browser part is skipped with one loud line, except in CI where that is a failure.
 */
const vitestArgs = ['run', '--config', 'tests/browser/vitest.config.ts', ...process.argv.slice(2)];
let browserSuite = 'run';

if (!hasChromium()) {
  const line = `BROWSER SUITE SKIPPED: no Chromium at ${chromiumPath()} — install it with \`apt-get install -y chromium\` (or set CHROME_PATH)`;
  if (process.env.CI) {
    console.error(`${line}. CI is set, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`\n!!!!! ${line} !!!!!\n`);
  browserSuite = 'skip';
}

const vitest = path.join(repoRoot, 'node_modules', '.bin', 'vitest');
const result = spawnSync(vitest, vitestArgs, {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, BROWSER_SUITE: browserSuite },
});
process.exit(result.status ?? 1);
