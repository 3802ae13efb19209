import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DRAFTS_REFSPEC } from './draft-remote.ts';
import { localRemoteGitDir, tracksRemoteExactly, tracksRemoteRef } from './remote-draft-look.ts';

let dir: string;
const run = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.in', ...args], { cwd })
    .toString()
    .trim();
const remote = () => path.join(dir, 'remote.git');
const clone = (name: string) => path.join(dir, name);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-draft-look-'));
  run(dir, 'init', '--quiet', '--bare', '--initial-branch=main', remote());
  for (const name of ['first', 'second']) {
    run(dir, 'clone', '--quiet', remote(), clone(name));
    run(clone(name), 'commit', '--quiet', '--allow-empty', '-m', name);
    // As open-content-repository configures it: pushes move the drafts' tracking refs too.
    run(clone(name), 'config', '--add', 'remote.origin.fetch', DRAFTS_REFSPEC.replaceAll('content-remote', 'origin'));
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const look = (name: string) =>
  tracksRemoteExactly(remote(), path.join(clone(name), '.git'), DRAFTS_REFSPEC.replaceAll('content-remote', 'origin'));

it("finds nothing new after this instance's own push, and something new after another's", async () => {
  expect(await look('first')).toBe(true); // no drafts anywhere
  run(clone('first'), 'push', '--quiet', 'origin', 'HEAD:refs/heads/drafts/ann-about');
  expect(await look('first')).toBe(true);
  expect(await look('second')).toBe(false); // a draft it has not fetched
  run(clone('second'), 'fetch', '--quiet', 'origin');
  expect(await look('second')).toBe(true);
  run(clone('second'), 'push', '--quiet', '--force', 'origin', 'HEAD:refs/heads/drafts/ann-about');
  expect(await look('first')).toBe(false); // moved by the other instance
  run(clone('first'), 'fetch', '--quiet', 'origin');
  expect(await look('first')).toBe(true);
});

it('finds a draft gone from the remote, also when the remote packed its refs', async () => {
  run(clone('first'), 'push', '--quiet', 'origin', 'HEAD:refs/heads/drafts/ann-about', 'HEAD:refs/heads/drafts/ben');
  run(remote(), 'pack-refs', '--all');
  expect(await look('first')).toBe(true);
  run(remote(), 'update-ref', '-d', 'refs/heads/drafts/ben');
  expect(await look('first')).toBe(false);
});

it('reads only a remote that is a repository on this disk', () => {
  expect(localRemoteGitDir(remote(), dir)).toBe(remote());
  expect(localRemoteGitDir('remote.git', dir)).toBe(remote());
  expect(localRemoteGitDir(clone('first'), dir)).toBe(path.join(clone('first'), '.git'));
  expect(localRemoteGitDir('https://github.com/example/site.git', dir)).toBeNull();
  expect(localRemoteGitDir('git@github.com:example/site.git', dir)).toBeNull();
  expect(localRemoteGitDir(path.join(dir, 'missing.git'), dir)).toBeNull();
});

it('looks at one draft only: another draft moved elsewhere changes nothing of it', async () => {
  const spec = DRAFTS_REFSPEC.replaceAll('content-remote', 'origin');
  const one = (name: string, branch: string) => tracksRemoteRef(remote(), path.join(clone(name), '.git'), spec, branch);
  run(clone('first'), 'push', '--quiet', 'origin', 'HEAD:refs/heads/drafts/ann-about', 'HEAD:refs/heads/drafts/ben');
  run(remote(), 'pack-refs', '--all');
  expect(await one('first', 'drafts/ann-about')).toBe(true);
  expect(await one('first', 'drafts/nobody')).toBe(true); // absent on both sides
  run(clone('second'), 'push', '--quiet', '--force', 'origin', 'HEAD:refs/heads/drafts/ben');
  expect(await one('first', 'drafts/ann-about')).toBe(true);
  expect(await one('first', 'drafts/ben')).toBe(false);
  expect(await one('second', 'drafts/ann-about')).toBe(false); // on the remote, never fetched here
});
