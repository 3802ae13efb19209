import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Runs `src/server/start.ts` as its own process (node --import tsx, so a signal reaches the
 * server itself, not a wrapper) on a free port, without building, and waits until it listens.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: rootDir,
    env: { ...process.env, SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site and lead API on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, origin: match[1]!, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    setTimeout(() => reject(new Error(`server did not start within 20 s:\n${output}`)), 20_000).unref();
  });
}
