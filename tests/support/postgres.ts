/**
 * Starts a throwaway PostgreSQL server from Debian's `postgresql` package for tests: a fresh
 * cluster in a temporary directory, listening on 127.0.0.1 and a free port, with its Unix socket
 * inside that directory. `stop()` shuts it down and deletes everything.
 */
import { execFile } from 'node:child_process';
import { chown, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface TestPostgres {
  /** Connection string of the `postgres` database (superuser `postgres`, no password). */
  url: string;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL bin directory with initdb and pg_ctl (PG_BIN overrides), or null. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** Why PostgreSQL tests cannot run here, for a loud skip message. */
export const POSTGRES_MISSING =
  'PostgreSQL tests SKIPPED: no initdb under /usr/lib/postgresql/*/bin. ' +
  'Install it with `apt-get install -y postgresql` (CI installs it and fails instead of skipping).';

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` system user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) {
    return ['runuser', ['-u', 'postgres', '--', command, ...args]];
  }
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", `'\\''`)}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
}

async function runAsServerUser(command: string, args: string[]): Promise<void> {
  const [file, argv] = asServerUser(command, args);
  await run(file, argv, { timeout: 60_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function chownRecursive(target: string, uid: number, gid: number): Promise<void> {
  await chown(target, uid, gid);
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.isDirectory()) await chownRecursive(path.join(target, entry.name), uid, gid);
    else await chown(path.join(target, entry.name), uid, gid);
  }
}

export interface TestPostgresOptions {
  /** fsync every commit, as in production (benchmarks). Default false: durability is not under test. */
  durable?: boolean;
}

export async function startTestPostgres(options: TestPostgresOptions = {}): Promise<TestPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const tempDir = await mkdtemp(path.join(tmpdir(), 'pg-test-'));
  const dataDir = path.join(tempDir, 'data');
  const socketDir = path.join(tempDir, 'socket');
  await mkdir(socketDir);
  if (process.getuid?.() === 0) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chownRecursive(tempDir, uid, gid);
  }
  const pgCtl = path.join(bin, 'pg_ctl');
  const port = await freePort();
  let started = false;
  const stop = async () => {
    if (started) await runAsServerUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    started = false;
    await rm(tempDir, { recursive: true, force: true });
  };
  try {
    await runAsServerUser(path.join(bin, 'initdb'), [
      ...['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    ]);
    // Durability is not under test in the suites: fsync off makes them fast.
    const durability = options.durable ? '' : ' -c fsync=off -c full_page_writes=off';
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir}${durability}`;
    await runAsServerUser(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(tempDir, 'server.log'),
      '-o',
      serverOptions,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    started = true;
  } catch (error) {
    await stop();
    throw error;
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
