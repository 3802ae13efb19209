import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readBranchRef } from './branch-ref-files.ts';
import { resolveCommit } from './git-command.ts';

let dir: string;
const run = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.in', ...args], { cwd: dir })
    .toString()
    .trim();

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'branch-ref-files-'));
  run('init', '--quiet', '--initial-branch=main');
  run('commit', '--quiet', '--allow-empty', '-m', 'one');
  run('branch', 'drafts/ann-about');
  run('update-ref', 'refs/remotes/content-remote/drafts/ann-about', 'HEAD');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const gitDir = () => path.join(dir, '.git');

it('reads a branch and a remote-tracking branch as git does, loose and packed', async () => {
  const head = run('rev-parse', 'HEAD');
  expect(await readBranchRef(gitDir(), 'refs/heads/drafts/ann-about')).toBe(head);
  run('pack-refs', '--all');
  run('commit', '--quiet', '--allow-empty', '-m', 'two');
  expect(await readBranchRef(gitDir(), 'refs/heads/drafts/ann-about')).toBe(head);
  expect(await readBranchRef(gitDir(), 'refs/remotes/content-remote/drafts/ann-about')).toBe(head);
  expect(await readBranchRef(gitDir(), 'refs/heads/main')).toBe(run('rev-parse', 'HEAD'));
});

it('answers null for a branch that does not exist, and leaves other names to git', async () => {
  expect(await readBranchRef(gitDir(), 'refs/heads/drafts/nobody')).toBeNull();
  expect(await readBranchRef(gitDir(), 'refs/heads/drafts')).toBeUndefined(); // a folder of branches
  expect(await readBranchRef(gitDir(), 'HEAD')).toBeUndefined();
  expect(await readBranchRef(gitDir(), 'refs/heads/../../config')).toBeUndefined();
  run('symbolic-ref', 'refs/heads/alias', 'refs/heads/main');
  expect(await readBranchRef(gitDir(), 'refs/heads/alias')).toBeUndefined();
});

it('resolveCommit gives the same answers from a draft work tree as git rev-parse', async () => {
  const worktree = path.join(dir, 'wt');
  run('worktree', 'add', '--quiet', worktree, 'drafts/ann-about');
  run('symbolic-ref', 'refs/heads/alias', 'refs/heads/main');
  for (const revision of ['refs/heads/drafts/ann-about', 'refs/heads/main', 'refs/heads/alias', 'HEAD~0']) {
    const expected = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
      cwd: worktree,
    })
      .toString()
      .trim();
    expect(await resolveCommit(worktree, revision)).toBe(expected);
  }
  expect(await resolveCommit(worktree, 'refs/heads/drafts/nobody')).toBeNull();
});
