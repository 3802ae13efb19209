import { spawn, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';

/**
 * How much lower than the server git runs under `npm start` with ADMIN=on (nice, inherited by every git the host
 * starts): on 2 cores the public pages' thread gets the CPU first, and git takes every moment it leaves (issue 26:
 * GET / p99 under 50 ms while 20 authors save). Only the CPU's order changes: a save is still acknowledged once its
 * git has exited. GIT_NICENESS (0-19) sets it; 0 runs git at the server's own priority.
 */
export const DEFAULT_GIT_NICENESS = 10;

export function gitNiceness(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.GIT_NICENESS ?? DEFAULT_GIT_NICENESS);
  return Number.isInteger(value) && value >= 0 && value <= 19 ? value : DEFAULT_GIT_NICENESS;
}

// Git runs at its caller's priority unless a server lowers it: a script or a test suite has no public pages to
// keep fast, and git below a suite's other workers made publishes in it time out.
let niceness = 0;

/** Runs every git from now on `by` lower than this process (the host already running too). */
export function lowerGitPriority(by: number): void {
  niceness = by;
  if (host) lowerHostPriority(host.process);
}

function lowerHostPriority(child: ChildProcess): void {
  try {
    if (child.pid !== undefined && niceness > 0) setPriority(child.pid, Math.min(19, getPriority() + niceness));
  } catch {
    // Already gone (its 'exit' rejects what waits) or not permitted: git then runs at the server's priority.
  }
}

export interface GitRun {
  cwd: string;
  args: string[];
  env: Record<string, string>;
}

export interface GitExit {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

type HostReply = { id: number; error?: string } & Partial<GitExit>;

// Plain JavaScript run by `node -e`: the host loads nothing else (no tsx, no project code), so it starts in
// tens of ms, stays small, and forking git from it copies a small process instead of the server's hundreds of MB.
// A message with \`fsync\` flushes those files and folders instead (flush-rounds.ts): a round's fsyncs run in
// parallel in the host's own thread pool, never in the server's, where they would hold up the public pages' reads.
const HOST_SOURCE = `
const { spawn } = require('node:child_process');
const { open } = require('node:fs/promises');
process.on('disconnect', () => process.exit(0));
const fsyncOne = async (file) => {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (error.code === 'ENOENT') return; // gone since: packed and pruned, a deleted draft (see flushedFiles)
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};
process.on('message', ({ id, cwd, args, env, fsync }) => {
  if (fsync) {
    return Promise.all(fsync.map(fsyncOne)).then(
      () => process.send({ id, code: 0, signal: null, stdout: '', stderr: '' }),
      (error) => process.send({ id, error: String(error && error.message) }),
    );
  }
  let settled = false;
  const reply = (message) => {
    if (settled) return;
    settled = true;
    process.send({ id, ...message });
  };
  let child;
  try {
    child = spawn('git', args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    return reply({ error: String(error && error.message) });
  }
  const stdout = [];
  const stderr = [];
  child.stdout.on('data', (chunk) => stdout.push(chunk));
  child.stderr.on('data', (chunk) => stderr.push(chunk));
  child.on('error', (error) => reply({ error: error.message }));
  child.on('close', (code, signal) =>
    reply({ code, signal, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }),
  );
});
`;

interface Host {
  process: ChildProcess;
  pending: Map<number, { resolve: (exit: GitExit) => void; reject: (error: Error) => void }>;
}

let host: Host | null = null;
let nextId = 1;

// Threads for a flush round's fsyncs at once: each waits for the disk, not the CPU, and parallel fsyncs share
// one journal commit (ext4), where four (libuv's default) would flush a 20-save round in several.
const HOST_FSYNC_THREADS = '32';

function startHost(): Host {
  const { NODE_OPTIONS: _preloads, ...inherited } = process.env;
  const env = { ...inherited, UV_THREADPOOL_SIZE: HOST_FSYNC_THREADS };
  const child = spawn(process.execPath, ['-e', HOST_SOURCE], { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  // Right after spawn, before the first git: every git the host starts inherits its niceness.
  lowerHostPriority(child);
  const started: Host = { process: child, pending: new Map() };
  const stopped = (why: string) => {
    if (host === started) host = null;
    for (const { reject } of started.pending.values()) reject(new Error(`git did not answer: ${why}`));
    started.pending.clear();
  };
  child.on('error', (error) => stopped(error.message));
  child.on('exit', (code, signal) => stopped(`its host process ended (${signal ?? code})`));
  child.on('message', (reply: HostReply) => {
    const waiting = started.pending.get(reply.id);
    if (!waiting) return;
    started.pending.delete(reply.id);
    idleUnlessWaiting(started);
    if (reply.error !== undefined) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply as GitExit);
  });
  idleUnlessWaiting(started);
  return started;
}

// An idle host must not keep a script or a test alive; a waiting command must (its caller awaits it).
function idleUnlessWaiting(running: Host): void {
  const channel = running.process.channel;
  if (running.pending.size > 0) {
    running.process.ref();
    channel?.ref();
  } else {
    running.process.unref();
    channel?.unref();
  }
}

/**
 * Runs git through the host process, never forked from the server itself: a fork from the server's thread stops
 * it for as long as the kernel takes to copy its memory map (a third of its CPU time while 20 authors saved, in a
 * profile of bench-admin-load), and GET / waited behind every one.
 */
export function runGitProcess(run: GitRun): Promise<GitExit> {
  return askHost(run);
}

/**
 * Flushes these files and folders to disk, all at once (fsync each, in parallel), in the git host process; a path
 * that no longer exists is skipped. Resolves once every fsync has returned; rejects if one failed.
 */
export async function fsyncInHost(paths: readonly string[]): Promise<void> {
  if (paths.length > 0) await askHost({ fsync: [...paths] });
}

function askHost(message: GitRun | { fsync: string[] }): Promise<GitExit> {
  host ??= startHost();
  const running = host;
  const id = nextId++;
  return new Promise<GitExit>((resolve, reject) => {
    running.pending.set(id, { resolve, reject });
    idleUnlessWaiting(running);
    running.process.send({ id, ...message }, (error) => {
      if (!error) return;
      running.pending.delete(id);
      idleUnlessWaiting(running);
      reject(error);
    });
  });
}

/** The host's process id while it runs, for tests. */
export function gitHostPid(): number | undefined {
  return host?.process.pid;
}
