/**
 * `npm start` with a mistyped setting stops with one line naming the variable and what it accepts, as it
 * does for a bad DATABASE_URL, not a stack trace with the server's source lines.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scaffold/scaffold-project';

/** Each run starts npx and tsx, which takes seconds on a busy machine. */
const CLI_TIMEOUT_MS = 60_000;

/** Runs `npx tsx scripts/start.ts` the way `npm start` does, with `env` over the environment. */
async function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await promisify(execFile)('npx', ['tsx', 'scripts/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, SKIP_BUILD: '1', ...env },
      timeout: CLI_TIMEOUT_MS,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe('npm start with a setting it cannot use', () => {
  it.concurrent.each([
    [{ PORT: 'abc' }, 'npm start failed: PORT must be 0-65535 (got "abc")'],
    [{ ADMIN: 'yes' }, 'npm start failed: ADMIN must be "on" or "off" (got "yes")'],
  ])(
    '%o stops with one line in words',
    async (env, line) => {
      const { code, stderr } = await start(env);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(line);
    },
    CLI_TIMEOUT_MS,
  );
});
