import pg from 'pg';
import type { LeadStore, ListLeadsOptions, NewLead, StoredLead } from './lead-store.ts';
import { migrations } from './migrations.ts';

interface LeadRow {
  id: string; // BIGSERIAL arrives as a string
  created_at: Date;
  kind: StoredLead['kind'];
  name: string | null;
  email: string;
  mobile: string | null;
  message: string | null;
  brochure: string | null;
  user_agent: string | null;
}

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

    async add(lead: NewLead) {
      // A single statement commits on its own; the promise resolves after the commit.
      await pool.query(
        `INSERT INTO leads (created_at, kind, name, email, mobile, message, brochure, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [lead.createdAt, lead.kind, lead.name, lead.email, lead.mobile, lead.message, lead.brochure, lead.userAgent],
      );
    },

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

function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: Number(row.id),
    createdAt: row.created_at.toISOString(),
    kind: row.kind,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    message: row.message,
    brochure: row.brochure,
    userAgent: row.user_agent,
  };
}
