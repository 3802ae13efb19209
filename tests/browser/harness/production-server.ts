import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';
import { repoRoot } from './repo-root';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`production server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`production server did not answer ${url} within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `npm start`'s server (src/server/start.ts) in its own process on 127.0.0.1 and a free port,
 * with the given SQLite database. One process (node --import tsx), so stopping it stops everything.
 */
export async function startProductionServer(options: {
  databasePath: string;
  /** The built site to serve. Default dist/. */
  distDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${options.databasePath}`,
      // The harness has just built (or checked) dist/; start.ts must not build a second time.
      SKIP_BUILD: '1',
      ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  // Never leave a server behind, even when the runner dies on an exception.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitUntilServing(url, child, 180_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    async stop() {
      process.off('exit', killOnExit);
      await stopChild(child);
    },
  };
}
