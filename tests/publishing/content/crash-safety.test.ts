import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeJournal } from '../../../src/publishing/content/advance-journal.ts';
import { openContentRepository } from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  createContentFixture,
  petra,
  runGit,
  writeFiles,
  type ContentFixture,
  developerCommits,
  openFixtureRepository,
} from './content-fixture.ts';

const fixtures: ContentFixture[] = [];
// Removing the 200-page fixtures takes a while on a busy disk.
afterEach(() => fixtures.splice(0).forEach((fixture) => fixture.cleanup()), 60_000);

function newFixture(): ContentFixture {
  const fixture = createContentFixture();
  fixtures.push(fixture);
  return fixture;
}

/** Every tracked file on disk equals the branch's version of it, and nothing tracked is modified. */
function assertWorkTreeIsExactly(dir: string, commit: string): void {
  expect(runGit(dir, ['rev-parse', 'HEAD']).trim()).toBe(commit);
  expect(runGit(dir, ['status', '--porcelain', '--untracked-files=no'])).toBe('');
  const blobs = runGit(dir, ['ls-tree', '-r', commit]).trim().split('\n');
  for (const line of blobs) {
    const [meta, file] = line.split('\t') as [string, string];
    expect(runGit(dir, ['hash-object', file]).trim(), file).toBe(meta.split(' ')[2]);
  }
}

describe('crash safety', () => {
  it('removes index and ref locks left by a killed git when it opens, in the checkout and in draft work trees', async () => {
    const fixture = newFixture();
    const repo = await openFixtureRepository(fixture);
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const root = await repo.draftRoot(draft);
    writeFileSync(path.join(fixture.published, '.git/index.lock'), '');
    writeFileSync(runGit(root, ['rev-parse', '--path-format=absolute', '--git-path', 'index.lock']).trim(), '');
    // A fetch of the published branch killed while it moved the remote-tracking ref.
    writeFileSync(path.join(fixture.published, '.git/refs/remotes/origin/main.lock'), '');
    mkdirSync(path.join(fixture.published, '.git/refs/remotes/content-remote'), { recursive: true });
    writeFileSync(path.join(fixture.published, '.git/refs/remotes/content-remote/main.lock'), '');

    const reopened = await openFixtureRepository(fixture);
    writeFiles(root, { 'pages/about.json': '{ "title": "After the crash" }\n' });
    expect(await reopened.commitDraft(draft, ['pages/about.json'], 'Saved', ann)).not.toBeNull();
    await reopened.publish(draft, { publisher: petra, ...acceptAll });
    expect(readFileSync(path.join(fixture.published, 'pages/about.json'), 'utf8')).toBe(
      '{ "title": "After the crash" }\n',
    );
  });

  it('finishes the work tree when the process died after moving the branch, and abandons an interrupted draft merge', async () => {
    const fixture = newFixture();
    const repo = await openFixtureRepository(fixture, { remote: false });
    const old = await repo.head();
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const root = await repo.draftRoot(draft);
    writeFiles(root, { 'pages/about.json': '{ "title": "New" }\n', 'pages/new.json': '{}\n' });
    await repo.commitDraft(draft, ['pages/about.json', 'pages/new.json'], 'Saved', ann);
    const draftHead = runGit(root, ['rev-parse', 'HEAD']).trim();
    // The state a SIGKILL between the ref update and the work tree update leaves: branch moved, files old.
    const published = {
      dir: fixture.published,
      branch: 'main',
      gitDir: path.join(fixture.published, '.git'),
      remote: null,
    };
    await writeJournal(published, { from: old, to: draftHead });
    runGit(fixture.published, ['update-ref', 'refs/heads/main', draftHead, old]);
    // ...and a merge in the draft that never finished.
    writeFileSync(runGit(root, ['rev-parse', '--path-format=absolute', '--git-path', 'MERGE_HEAD']).trim(), `${old}\n`);

    const reopened = await openFixtureRepository(fixture, { remote: false });

    assertWorkTreeIsExactly(fixture.published, draftHead);
    expect(await reopened.draftRoot(draft)).toBe(root);
    expect(existsSync(runGit(root, ['rev-parse', '--path-format=absolute', '--git-path', 'MERGE_HEAD']).trim())).toBe(
      false,
    );
    expect(runGit(root, ['rev-parse', 'HEAD']).trim()).toBe(draftHead);
  });

  it("clears a draft merge killed while it wrote the draft's files (changed, not staged; new, untracked), so the publish can be repeated", async () => {
    const fixture = newFixture();
    const repo = await openFixtureRepository(fixture, { remote: false });
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const root = await repo.draftRoot(draft);
    writeFiles(root, { 'pages/about.json': '{ "title": "New" }\n' });
    await repo.commitDraft(draft, ['pages/about.json'], 'Saved', ann);
    const draftHead = runGit(root, ['rev-parse', 'HEAD']).trim();
    developerCommits(
      fixture.published,
      { 'site.json': '{ "name": "Moved on" }\n', 'pages/added.json': '{}\n' },
      'Developer change',
      true,
    );
    // What git merge leaves when killed after writing the work tree and before its index and commit.
    writeFiles(root, { 'site.json': '{ "name": "Moved on" }\n', 'pages/added.json': '{}\n' });

    const reopened = await openFixtureRepository(fixture, { remote: false });

    expect(runGit(root, ['status', '--porcelain', '--untracked-files=all'])).toBe('');
    expect(runGit(root, ['rev-parse', 'HEAD']).trim()).toBe(draftHead);
    const result = await reopened.publish(draft, { publisher: petra, ...acceptAll });
    assertWorkTreeIsExactly(fixture.published, result.commit);
    expect(readFileSync(path.join(fixture.published, 'pages/about.json'), 'utf8')).toBe('{ "title": "New" }\n');
  });

  it('puts the work tree back to the old version when the process died before moving the branch', async () => {
    const fixture = newFixture();
    const repo = await openFixtureRepository(fixture, { remote: false });
    const old = await repo.head();
    const draft = await repo.createDraft(ann, 'pages/about.json');
    writeFiles(await repo.draftRoot(draft), { 'pages/about.json': '{ "title": "New" }\n' });
    await repo.commitDraft(draft, ['pages/about.json'], 'Saved', ann);
    const published = {
      dir: fixture.published,
      branch: 'main',
      gitDir: path.join(fixture.published, '.git'),
      remote: null,
    };
    await writeJournal(published, {
      from: old,
      to: await repo.head().then(() => runGit(fixture.published, ['rev-parse', draft]).trim()),
    });
    writeFiles(fixture.published, { 'pages/about.json': '{ "title": "half writ' });

    await openFixtureRepository(fixture, { remote: false });

    assertWorkTreeIsExactly(fixture.published, old);
  });

  it('leaves the old or the new version after a SIGKILL at any moment of a publish, and the publish can be repeated', async () => {
    // How long a whole publish takes here, so the kills land across it rather than all before its end.
    const timed = await preparedPublish();
    const wholeMs = await publishAndKill(timed.fixture, timed.draft, null);
    expect(runGit(timed.fixture.remote, ['rev-parse', 'main']).trim()).not.toBe(timed.before);
    const outcomes: string[] = [];
    for (const fraction of [0.15, 0.4, 0.6, 0.8, 0.95]) {
      const { fixture, draft, root, before } = await preparedPublish();

      await publishAndKill(fixture, draft, Math.round(wholeMs * fraction));

      const reopened = await openContentRepository({
        dir: fixture.published,
        remote: fixture.remote,
        worktreesDir: fixture.worktrees,
      });
      // Killed after the push and before its own branch moved: the remote is ahead, and a sync (or the next
      // publish) fast-forwards to it, as for any other instance.
      await reopened.syncFromRemote();
      const head = runGit(fixture.published, ['rev-parse', 'main']).trim();
      assertWorkTreeIsExactly(fixture.published, head);
      expect(runGit(root, ['status', '--porcelain', '--untracked-files=no'])).toBe('');
      if (head === before) {
        const result = await reopened.publish(draft, { publisher: petra, ...acceptAll });
        assertWorkTreeIsExactly(fixture.published, result.commit);
        outcomes.push(`${fraction}: before`);
      } else {
        expect(runGit(fixture.published, ['rev-parse', 'main^2']).trim()).toBe(
          runGit(root, ['rev-parse', 'HEAD']).trim(),
        );
        outcomes.push(`${fraction}: after`);
      }
      expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(await reopened.head());
      expect(runGit(fixture.published, ['ls-files', 'pages/many']).trim().split('\n')).toHaveLength(200);
    }
    console.log(
      `A publish took ${wholeMs} ms; SIGKILL at that fraction of it, state after restart: ${outcomes.join(', ')}`,
    );
  }, 300_000);
});

/** A draft of 200 new pages (a wide window between the ref update and the last file written), behind main. */
async function preparedPublish() {
  const fixture = newFixture();
  const repo = await openContentRepository({
    dir: fixture.published,
    remote: fixture.remote,
    worktreesDir: fixture.worktrees,
  });
  const draft = await repo.createDraft(ann, 'pages/about.json');
  const root = await repo.draftRoot(draft);
  const files: Record<string, string> = {};
  for (let index = 0; index < 200; index += 1)
    files[`pages/many/page-${index}.json`] = `{ "title": "Page ${index}" }\n`;
  writeFiles(root, files);
  await repo.commitDraft(draft, ['pages/many'], 'Saved 200 pages', ann);
  // A developer's change on main, so the kill can also land in the draft's merge.
  developerCommits(fixture.published, { 'site.json': '{ "name": "Moved on" }\n' }, 'Developer change', true);
  return { fixture, draft, root, before: runGit(fixture.published, ['rev-parse', 'main']).trim() };
}

/**
 * Starts a publish in its own process group and crashes it (see `crash`) `delayMs` after it begins (never when
 * null). Resolves with the milliseconds from its start to its exit, once the remote's side has finished too.
 */
function publishAndKill(fixture: ContentFixture, draft: string, delayMs: number | null): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'publish-in-child.ts'),
      fixture.published,
      fixture.remote,
      fixture.worktrees,
      draft,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let startedAt = 0;
  let crashed: Promise<void> = Promise.resolve();
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('publishing')) return;
      startedAt = performance.now();
      if (delayMs !== null)
        setTimeout(() => {
          crashed = crash(child.pid!);
        }, delayMs);
    });
    child.on('exit', () => {
      const wholeMs = Math.round(performance.now() - startedAt);
      void crashed.then(() => resolve(wholeMs));
    });
  });
}

/**
 * This machine dies at once: the publish and every git it started, frozen together first so none of them runs on
 * alone. The remote's side of a push is spared and left to finish: a real remote runs on another machine, so our
 * crash never kills it, and killing it here (the remote is a local folder) would leave the remote's branch locked,
 * which no crash of ours can do.
 */
async function crash(groupId: number): Promise<void> {
  if (!signal(-groupId, 'SIGSTOP')) return;
  const members = processesInGroup(groupId);
  const remoteSide = members.filter((pid) => runsForTheRemote(pid, members));
  for (const pid of members) if (!remoteSide.includes(pid)) signal(pid, 'SIGKILL');
  for (const pid of remoteSide) signal(pid, 'SIGCONT');
  while (remoteSide.some(isRunning)) await new Promise((resolve) => setTimeout(resolve, 20));
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false; // Already finished.
  }
}

interface ProcessStat {
  state: string;
  parent: number;
  group: number;
}

function processStat(pid: number): ProcessStat | null {
  try {
    // "pid (command) state ppid pgrp ...": the command may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ') as [string, string, string];
    return { state, parent: Number(parent), group: Number(group) };
  } catch {
    return null;
  }
}

function processesInGroup(groupId: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => processStat(pid)?.group === groupId);
}

/** The remote's receive-pack, or a process it started (index-pack, unpack-objects). */
function runsForTheRemote(pid: number, members: number[]): boolean {
  for (let current = pid; members.includes(current); current = processStat(current)?.parent ?? 0) {
    const commandLine = readFileSafely(`/proc/${current}/cmdline`);
    if (commandLine.includes('receive-pack')) return true;
  }
  return false;
}

function readFileSafely(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** A zombie counts as finished: nothing may reap orphans in this container. */
function isRunning(pid: number): boolean {
  const stat = processStat(pid);
  return stat !== null && stat.state !== 'Z';
}
