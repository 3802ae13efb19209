import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { gitCommandTallies, resetGitCommandTallies } from './git-command-stats.ts';
import { GitHousekeeping } from './git-housekeeping.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'git-housekeeping-'));
  execFileSync('git', ['init', '--quiet', dir]);
  resetGitCommandTallies();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("runs git's maintenance once every so many saves, not after each", async () => {
  const housekeeping = new GitHousekeeping(dir, 3);
  for (let save = 0; save < 7; save += 1) {
    housekeeping.afterSave();
    await housekeeping.settled();
  }
  expect(gitCommandTallies().maintenance?.count).toBe(2);
});
