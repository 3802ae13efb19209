import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { LeadStore } from './lead-store.ts';
import { createPostgresStore } from './postgres-store.ts';
import { createSqliteStore, type SqliteSynchronous } from './sqlite-store.ts';

export const DEFAULT_DATABASE_URL = 'sqlite:data/leads.db';

export interface OpenStoreOptions {
  /** Relative SQLite paths resolve against this directory. Default: the working directory. */
  cwd?: string;
  /** When false, a SQLite file that does not exist yet is an error instead of a new database. Default true. */
  create?: boolean;
  /** SQLite only: when a commit counts as durable (SQLITE_SYNCHRONOUS; see sqlite-store.ts). Default normal. */
  sqliteSynchronous?: SqliteSynchronous;
}

/** Where DATABASE_URL points: a SQLite file or a PostgreSQL connection string. */
export type DatabaseTarget = { kind: 'sqlite'; filename: string } | { kind: 'postgres'; connectionString: string };

/** Reads DATABASE_URL (`sqlite:<path>` or `postgres://...`) without touching any database. */
export function parseDatabaseUrl(url: string, cwd = process.cwd()): DatabaseTarget {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { kind: 'postgres', connectionString: url };
  }
  if (url.startsWith('sqlite:')) {
    // Accept both sqlite:data/leads.db and sqlite:///abs/path/leads.db.
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (file === '')
      throw new Error(`DATABASE_URL "${url}" names no file: use sqlite:<path>, e.g. ${DEFAULT_DATABASE_URL}`);
    return { kind: 'sqlite', filename: path.resolve(cwd, file) };
  }
  throw new Error(
    `DATABASE_URL must start with "sqlite:" or "postgres://" (got "${redactPassword(url)}"). Default: ${DEFAULT_DATABASE_URL}`,
  );
}

/** Opens and migrates the store DATABASE_URL names. */
export async function openStore(url = DEFAULT_DATABASE_URL, options: OpenStoreOptions = {}): Promise<LeadStore> {
  const target = parseDatabaseUrl(url, options.cwd);
  let store: LeadStore;
  if (target.kind === 'postgres') {
    store = createPostgresStore(target.connectionString);
  } else {
    if (!existsSync(target.filename)) {
      if (options.create === false)
        throw new Error(
          `No lead database at ${target.filename} yet (DATABASE_URL ${url}): start the server once, or point DATABASE_URL at the database.`,
        );
      mkdirSync(path.dirname(target.filename), { recursive: true });
    }
    store = createSqliteStore(target.filename, options.sqliteSynchronous);
  }
  try {
    await store.init();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}

/** Error messages may be logged: never print a database password. */
export function redactPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
