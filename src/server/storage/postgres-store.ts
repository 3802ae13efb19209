import pg from 'pg';
import type { LeadStore, ListLeadsOptions } from './lead-store.ts';
import { toStoredLead, type LeadRow } from './lead-rows.ts';
import { migrations } from './migrations.ts';
import { migratePostgres } from './postgres-migrate.ts';
import { postgresOutbox } from './postgres-outbox.ts';

/** Any fixed number: it only has to be the same in every server instance. */
const MIGRATION_LOCK_ID = 4_872_120_231;

/** PostgreSQL through a pg Pool: for several server instances sharing one database. */
export function createPostgresStore(connectionString: string): LeadStore {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  let closed = false;

  return {
    async init() {
      await migratePostgres(pool, { table: 'schema_migrations', lockId: MIGRATION_LOCK_ID, migrations: migrations });
    },

    ...postgresOutbox(pool),

    async list(options: ListLeadsOptions = {}) {
      const { rows } = options.since
        ? await pool.query<LeadRow>('SELECT * FROM leads WHERE created_at >= $1 ORDER BY id', [options.since])
        : await pool.query<LeadRow>('SELECT * FROM leads ORDER BY id');
      return rows.map(toStoredLead);
    },

    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
