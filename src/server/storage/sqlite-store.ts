import Database from 'better-sqlite3';
import type { LeadStore, ListLeadsOptions } from './lead-store.ts';
import { toStoredLead, type LeadRow } from './lead-rows.ts';
import { migrations } from './migrations.ts';
import { sqliteOutbox } from './sqlite-outbox.ts';
import { startCheckpointer } from './wal-checkpointer.ts';

/**
 * When a commit counts as done. normal: written to the WAL file, which survives the server process
 * dying (SIGKILL, a crash, an out-of-memory kill) but not the machine losing power before the OS
 * flushes it (the next checkpoint fsyncs it, within 250 ms). full: fsync'd on every
 * commit, which survives a power cut too, at a cost (see "Durability" in docs/operations.md).
 */
export type SqliteSynchronous = 'normal' | 'full';

/** SQLite through better-sqlite3: the default store, one file on one machine. */
export function createSqliteStore(filename: string, synchronous: SqliteSynchronous = 'normal'): LeadStore {
  const db = new Database(filename);
  // WAL lets leads:export read while the server writes, and makes a commit one append to the log.
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  // Another process (the export, a second server by mistake) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  const checkpointer = startCheckpointer(db, filename);

  return {
    async init() {
      db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
      // IMMEDIATE takes the write lock first, so two processes starting together cannot both migrate.
      db.transaction(() => {
        const applied = new Set(
          db
            .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
            .all()
            .map((row) => row.version),
        );
        for (const migration of migrations) {
          if (applied.has(migration.version)) continue;
          db.exec(migration.sqlite);
          db.prepare('INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)').run(
            migration.version,
            migration.description,
            new Date().toISOString(),
          );
        }
      }).immediate();
    },

    ...sqliteOutbox(db),

    async list(options: ListLeadsOptions = {}) {
      const rows = options.since
        ? db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE created_at >= ? ORDER BY id').all(options.since)
        : db.prepare<[], LeadRow>('SELECT * FROM leads ORDER BY id').all();
      return rows.map(toStoredLead);
    },

    async close() {
      await checkpointer.stop();
      if (db.open) db.close();
    },
  };
}
