import type pg from 'pg';

/** A migration as both stores keep them: applied once, in version order. */
export interface PostgresMigration {
  version: number;
  description: string;
  postgres: string;
}

export interface MigrateOptions {
  /** The table recording what was applied (one per migrations track). */
  table: string;
  /** The advisory lock that makes instances starting together wait instead of migrating twice. */
  lockId: number;
  migrations: readonly PostgresMigration[];
}

/** Applies the migrations not yet recorded in `table`, in one transaction under an advisory lock. */
export async function migratePostgres(pool: pg.Pool, { table, lockId, migrations }: MigrateOptions): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [lockId]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
      version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`);
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${table}`);
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.postgres);
      await client.query(`INSERT INTO ${table} (version, description, applied_at) VALUES ($1, $2, now())`, [
        migration.version,
        migration.description,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
