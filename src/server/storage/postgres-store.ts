import pg from 'pg';
import type { LeadStore, ListLeadsOptions } from './lead-store.ts';
import { toStoredLead, type LeadRow } from './lead-rows.ts';
import { migrations } from './migrations.ts';
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
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // Instances starting together behind a load balancer wait here instead of migrating twice.
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
          version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`);
        const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
        const applied = new Set(rows.map((row) => row.version));
        for (const migration of migrations) {
          if (applied.has(migration.version)) continue;
          await client.query(migration.postgres);
          await client.query(
            'INSERT INTO schema_migrations (version, description, applied_at) VALUES ($1, $2, now())',
            [migration.version, migration.description],
          );
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
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
