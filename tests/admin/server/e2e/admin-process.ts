import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../browser/harness/free-port.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface AdminServer {
  url: string;
  port: number;
  /** Everything it printed (its log lines), for the failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL: a crash, nothing finished or cleaned up. */
  kill(): Promise<void>;
}

export interface AdminServerOptions {
  contentDir: string;
  stateDir: string;
  databaseUrl: string;
  remoteDir?: string;
  port?: number;
  env?: Record<string, string>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * `npm start`'s server (src/server/start.ts) with ADMIN=on in its own process on 127.0.0.1, on the
 * given content repository; resolves once the public site answers.
 */
export async function startAdminServer(options: AdminServerOptions): Promise<AdminServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      ADMIN: 'on',
      CONTENT_DIR: options.contentDir,
      ADMIN_STATE_DIR: options.stateDir,
      ...(options.remoteDir ? { CONTENT_REMOTE: options.remoteDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const server: AdminServer = {
    url,
    port,
    output: () => output,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited(child);
      clearTimeout(force);
    },
    async kill() {
      process.off('exit', killOnExit);
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + 400_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the admin server exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (answered?.ok) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the admin server did not answer within 400 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `npm run users -- add <email> --role <role> --name <name> --password-stdin`, as an operator would. */
export async function addUser(
  databaseUrl: string,
  user: { email: string; name: string; role: string; password: string },
): Promise<void> {
  const child = spawn(
    'npm',
    ['run', '--silent', 'users', '--', 'add', user.email, '--role', user.role, '--name', user.name, '--password-stdin'],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(`${user.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run users -- add ${user.email} failed (${code}):\n${output}`);
}
