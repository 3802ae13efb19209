import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { git } from './git-command.ts';
import {
  DEFAULT_GIT_NICENESS,
  fsyncInHost,
  gitHostPid,
  gitNiceness,
  lowerGitPriority,
  runGitProcess,
} from './git-process-host.ts';

/** The niceness of a process git starts (a shell alias prints its own /proc stat: field 19 is nice). */
async function niceOfGitChild(): Promise<number> {
  const stat = await git(tmpdir(), ['-c', 'alias.own-stat=!cat /proc/$$/stat', 'own-stat']);
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

it("runs git at the caller's priority, and lower once a server asks, which keeps its own", async () => {
  const serverNice = getPriority();
  expect(await niceOfGitChild()).toBe(serverNice);
  lowerGitPriority(5);
  expect(await niceOfGitChild()).toBe(Math.min(19, serverNice + 5));
  expect(getPriority()).toBe(serverNice);
  expect(process.pid).not.toBe(gitHostPid());
});

it('takes GIT_NICENESS from 0 to 19, else the default', () => {
  expect(gitNiceness({})).toBe(DEFAULT_GIT_NICENESS);
  expect(gitNiceness({ GIT_NICENESS: '0' })).toBe(0);
  expect(gitNiceness({ GIT_NICENESS: '19' })).toBe(19);
  expect(gitNiceness({ GIT_NICENESS: '20' })).toBe(DEFAULT_GIT_NICENESS);
  expect(gitNiceness({ GIT_NICENESS: 'low' })).toBe(DEFAULT_GIT_NICENESS);
});

it("gives git's output, and its message when it fails", async () => {
  expect(await git(tmpdir(), ['--version'])).toMatch(/^git version /);
  await expect(git(tmpdir(), ['no-such-subcommand'])).rejects.toThrow(/git no-such-subcommand exited with 1/);
});

it('fails the commands a stopped host was running and starts a new one for the next, as low as the last', async () => {
  await git(tmpdir(), ['--version']);
  const first = gitHostPid()!;
  const lowered = getPriority(first);
  const waiting = runGitProcess({
    cwd: tmpdir(),
    args: ['-c', 'alias.wait=!sleep 5', 'wait'],
    env: { PATH: process.env.PATH ?? '' },
  });
  process.kill(first, 'SIGKILL');
  await expect(waiting).rejects.toThrow(/git did not answer/);
  expect(await git(tmpdir(), ['--version'])).toMatch(/^git version /);
  expect(gitHostPid()).not.toBe(first);
  expect(getPriority(gitHostPid())).toBe(lowered);
});

it('flushes files and folders in the host, skips a name that is gone, and fails when one cannot be flushed', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'host-fsync-'));
  try {
    writeFileSync(path.join(dir, 'object'), 'saved');
    await expect(fsyncInHost([path.join(dir, 'object'), dir, path.join(dir, 'packed-since')])).resolves.toBe(undefined);
    // A name below a file is no folder's entry: an error to report, not a file that went away.
    await expect(fsyncInHost([path.join(dir, 'object', 'below')])).rejects.toThrow(/ENOTDIR/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
