/**
 * Where a save's time goes, below HTTP (issue 26: save median 4 s with 20 authors against the editor's 300 ms).
 * In this process, on a content repository like the admin bench's (tests/fixtures/base, one commit, a bare remote):
 * 20 drafts, each author syncs the draft for a write (the admin's workspace), writes the page and calls commitDraft
 * (its afterChange). Printed:
 *   - one author alone (the work of one save: nothing to wait for);
 *   - 20 authors saving back to back (closed loop, 0 pause: a stress figure, not what editors do);
 *   - 20 authors each saving every BENCH_SAVES_PACE_MS (2000: an autosaving editor's pace);
 * with git processes per save, git time per save by subcommand, and CPU per save (this process and the git host's).
 *
 *   BENCH_ADMIN_EDITORS=20   authors     BENCH_ADMIN_SECONDS=8   length of each loaded phase
 *   BENCH_SAVES_PACE_MS=2000 one author's pace in the realistic phase
 *   BENCH_SAVES_REMOTE=path  how CONTENT_REMOTE is named: 'path' (a repository on this disk, whose ref files the
 *                            server reads) or 'url' (the same repository as a file:// URL: what a GitHub remote costs,
 *                            less the network's round trips)
 *   BENCH_SAVES_REMOTE_DELAY_MS=0  with 'url': each connection to the remote (a fetch, a push) first waits this long,
 *                            as GitHub's round trips do (300 to 1,000 ms); git's ext:: transport runs the remote's
 *                            git after a sleep
 *   BENCH_SAVE_FLUSH=git,rounds,git,rounds  the loaded phases once per entry, in this order, each with that way of
 *                            flushing a save (GIT_SAVE_FLUSH, git-durability.ts; `syncfs`: rounds of one syncfs):
 *                            before and after, alternating in one run on a shared machine. Default: the server's own.
 */
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gitCommandTallies, resetGitCommandTallies } from '../../src/publishing/content/git-command-stats';
import { flushSavesWith, saveFlushMode } from '../../src/publishing/content/git-durability';
import { fsyncInHost, gitHostPid, runGitProcess } from '../../src/publishing/content/git-process-host';
import { openContentRepository, type ContentRepository } from '../../src/publishing/content/index';
import { createContentProject } from '../../tests/admin/server/e2e/content-project';
import { median } from './bench-median';
import { percentile } from './bench-percentile';
import { ms, printTable } from './bench-table';

const EDITOR_TARGET_MS = 300;
const PAGES = ['pages/index.json', 'pages/about.json', 'pages/not-found.json'];

interface Author {
  branch: string;
  root: string;
  file: string;
  saves: number;
}

/** CPU ms of a process plus its reaped children, from /proc/<pid>/stat (Linux); NaN elsewhere. */
function processCpuMs(pid: number | 'self'): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of stat(5); after "pid (comm) " they are 11-14 (0-based).
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

/** CPU ms of this process and of git: the git processes are the host's children (git-process-host.ts), not ours. */
function cpuMs(): number {
  const host = gitHostPid();
  return processCpuMs('self') + (host === undefined ? 0 : processCpuMs(host));
}

async function saveOnce(repo: ContentRepository, author: Author): Promise<number> {
  author.saves += 1;
  const started = performance.now();
  // As the admin's workspace does before every write: the remote's saves of the draft first (draft-handles.ts).
  await repo.syncDraft(author.branch, 'write');
  const file = path.join(author.root, author.file);
  const page = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...page, title: `Saved ${author.saves}` }, null, 2)}\n`);
  const commit = await repo.commitDraft(author.branch, [author.file], `Save ${author.saves}`, {
    name: author.branch,
    email: `${author.branch.slice(7)}@example.in`,
  });
  if (!commit) throw new Error(`save ${author.saves} of ${author.branch} committed nothing`);
  return performance.now() - started;
}

interface FlushTally {
  /** Flush rounds, the saves they flushed, and how long each round took. */
  count: number;
  saves: number;
  roundMs: number[];
}

interface Phase {
  label: string;
  times: number[];
  cpu: number;
  spawns: number;
  git: Record<string, { count: number; ms: number }>;
  rounds: FlushTally;
}

let flushTally: FlushTally = { count: 0, saves: 0, roundMs: [] };
/**
 * Flushes as the server does (fsync in the git host), or with one syncfs per round (`sync -f`, started by the git
 * host through a git alias: design (b), measured beside it), counting the rounds and the saves in each.
 */
function countFlushRounds(how: () => 'files' | 'syncfs'): void {
  flushSavesWith(async (paths) => {
    const started = performance.now();
    if (how() === 'files') await fsyncInHost(paths);
    else {
      const run = { cwd: path.dirname(paths[0]!), env: { PATH: process.env.PATH ?? '' } };
      const synced = await runGitProcess({ ...run, args: ['-c', 'alias.syncfs=!sync -f .', 'syncfs'] });
      if (synced.code !== 0) throw new Error(`sync -f failed: ${synced.stderr}`);
    }
    flushTally.count += 1;
    // Each save flushes its own work tree's index, and one save per draft waits at a time.
    flushTally.saves += paths.filter((file) => path.basename(file) === 'index').length;
    flushTally.roundMs.push(performance.now() - started);
  });
}

/** The flush modes to measure, in order (BENCH_SAVE_FLUSH): git, rounds, or syncfs (rounds of one syncfs). */
function flushModes(): string[] {
  const known = ['git', 'rounds', 'syncfs'];
  const listed = (process.env.BENCH_SAVE_FLUSH ?? '').split(',').filter((mode) => known.includes(mode));
  return listed.length > 0 ? listed : [saveFlushMode()];
}

async function phase(label: string, run: () => Promise<number[]>): Promise<Phase> {
  resetGitCommandTallies();
  flushTally = { count: 0, saves: 0, roundMs: [] };
  const cpuBefore = cpuMs();
  const times = await run();
  const cpu = cpuMs() - cpuBefore;
  const git = gitCommandTallies();
  const spawns = Object.values(git).reduce((sum, tally) => sum + tally.count, 0);
  return { label, times, cpu, spawns, git, rounds: flushTally };
}

async function loop(repo: ContentRepository, author: Author, until: number, paceMs: number): Promise<number[]> {
  const times: number[] = [];
  // Authors do not start in step: spread the first saves over one pace.
  if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * paceMs));
  while (Date.now() < until) {
    const started = Date.now();
    times.push(await saveOnce(repo, author));
    const rest = paceMs - (Date.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return times;
}

/**
 * The remote as a URL: file://, or with a delay git's ext:: transport, whose command sleeps before it runs the
 * remote's side of git (the server then cannot read its refs from disk either). ext:: must be allowed, for the git
 * processes of this bench only (GIT_CONFIG_COUNT, inherited by them).
 */
function remoteUrl(remoteDir: string, delayMs: number): string {
  if (delayMs === 0) return pathToFileURL(remoteDir).href;
  Object.assign(process.env, {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'protocol.ext.allow',
    GIT_CONFIG_VALUE_0: 'always',
  });
  // In ext:: URLs '% ' is a space inside one argument and %s the service (upload-pack, receive-pack).
  const script = ['sleep', (delayMs / 1000).toFixed(3) + ';', 'exec', 'git', '%s', remoteDir].join('% ');
  return `ext::sh -c ${script}`;
}

export async function runSaveBench(): Promise<void> {
  const editorCount = Math.max(1, Number(process.env.BENCH_ADMIN_EDITORS ?? 20));
  const seconds = Math.max(1, Number(process.env.BENCH_ADMIN_SECONDS ?? 8));
  const paceMs = Math.max(1, Number(process.env.BENCH_SAVES_PACE_MS ?? 2000));
  const dir = mkdtempSync(path.join(tmpdir(), 'page-engine-bench-saves-'));
  try {
    let mode = flushModes()[0]!;
    countFlushRounds(() => (mode === 'syncfs' ? 'syncfs' : 'files'));
    const project = createContentProject(dir);
    const remoteKind = process.env.BENCH_SAVES_REMOTE === 'url' ? 'url' : 'path';
    const delayMs = remoteKind === 'url' ? Math.max(0, Number(process.env.BENCH_SAVES_REMOTE_DELAY_MS ?? 0)) : 0;
    const repo = await openContentRepository({
      dir: project.contentDir,
      remote: remoteKind === 'path' ? project.remoteDir : remoteUrl(project.remoteDir, delayMs),
      worktreesDir: path.join(dir, 'drafts'),
    });
    const authors: Author[] = [];
    for (let index = 0; index < editorCount; index += 1) {
      const file = PAGES[index % PAGES.length]!;
      const branch = await repo.createDraft({ name: `Author ${index}`, email: `author${index}@example.in` }, file);
      authors.push({ branch, root: await repo.draftRoot(branch), file, saves: 0 });
    }
    const alone = await phase('one author alone, back to back', async () => {
      const until = Date.now() + Math.min(seconds, 3) * 1000;
      return loop(repo, authors[0]!, until, 0);
    });
    const phases = [alone];
    const closedPhases: Phase[] = [];
    const pacedPhases: Phase[] = [];
    for (mode of flushModes()) {
      process.env.GIT_SAVE_FLUSH = mode === 'git' ? 'git' : 'rounds';
      const closed = await phase(`${editorCount} back to back, flush ${mode}`, async () => {
        const until = Date.now() + seconds * 1000;
        return (await Promise.all(authors.map((author) => loop(repo, author, until, 0)))).flat();
      });
      const paced = await phase(`${editorCount} every ${paceMs} ms, flush ${mode}`, async () => {
        const until = Date.now() + seconds * 1000;
        return (await Promise.all(authors.map((author) => loop(repo, author, until, paceMs)))).flat();
      });
      phases.push(closed, paced);
      closedPhases.push(closed);
      pacedPhases.push(paced);
    }
    printTable(
      `Saves below HTTP (commitDraft on a draft work tree; issue 26), CONTENT_REMOTE a ${remoteKind}` +
        `${delayMs > 0 ? ` ${delayMs} ms away` : ''}: ms on this machine`,
      ['phase', 'saves', 'median', 'p95', 'git/save', 'CPU ms/save', 'round ms', 'saves/round', 'target'],
      phases.map((p) => [
        p.label,
        p.times.length,
        ms(median(p.times)),
        ms(percentile(p.times, 95)),
        (p.spawns / Math.max(1, p.times.length)).toFixed(1),
        ms(p.cpu / Math.max(1, p.times.length)),
        p.rounds.count > 0 ? ms(median(p.rounds.roundMs)) : '-',
        p.rounds.count > 0 ? (p.rounds.saves / p.rounds.count).toFixed(1) : '-',
        `median <= ${EDITOR_TARGET_MS}`,
      ]),
    );
    for (const p of phases) {
      const perSave = Object.entries(p.git)
        .map(([name, tally]) => {
          const saves = Math.max(1, p.times.length);
          return `${name} ${(tally.count / saves).toFixed(2)}× ${(tally.ms / saves).toFixed(1)} ms`;
        })
        .join(', ');
      console.log(`git processes and ms per save by command, ${p.label}: ${perSave}`);
    }
    for (const [index, closed] of closedPhases.entries()) {
      const paced = pacedPhases[index]!;
      console.log(
        `Waiting (median minus the alone median), flush ${flushModes()[index]}: closed loop ` +
          `${ms(median(closed.times) - median(alone.times))} ms, paced ${ms(median(paced.times) - median(alone.times))} ms.`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runSaveBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
