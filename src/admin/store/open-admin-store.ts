import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from '../../server/storage/open-store.ts';
import type { AdminStore } from './admin-store.ts';
import { createPostgresAdminStore } from './postgres-admin-store.ts';
import { createSqliteAdminStore } from './sqlite-admin-store.ts';

export interface OpenAdminStoreOptions {
  /** Relative SQLite paths resolve against this directory. Default: the working directory. */
  cwd?: string;
  /** When false, a SQLite file that does not exist yet is an error instead of a new database. Default true. */
  create?: boolean;
  /** The store's clock for the times it sets itself (accounts created, drafts updated). Default: the real one. */
  now?: () => Date;
}

/**
 * Opens and migrates the admin's tables in the database DATABASE_URL names (the same rules and
 * default as the lead store: `sqlite:<path>` or `postgres://...`).
 */
export async function openAdminStore(
  databaseUrl: string = DEFAULT_DATABASE_URL,
  options: OpenAdminStoreOptions = {},
): Promise<AdminStore> {
  const target = parseDatabaseUrl(databaseUrl, options.cwd);
  const now = options.now ?? (() => new Date());
  let store: AdminStore;
  if (target.kind === 'postgres') {
    store = createPostgresAdminStore(target.connectionString, now);
  } else {
    if (!existsSync(target.filename)) {
      if (options.create === false)
        throw new Error(
          `No database at ${target.filename} yet (DATABASE_URL ${databaseUrl}): add the first user with \`npm run users -- add <email> --role admin\`, or point DATABASE_URL at the database.`,
        );
      mkdirSync(path.dirname(target.filename), { recursive: true });
    }
    store = createSqliteAdminStore(target.filename, now);
  }
  try {
    await store.init();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
