import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { LeadStore, ListLeadsOptions } from './lead-store.ts';
import { toStoredLead, type LeadRow } from './lead-rows.ts';
import { migrations } from './migrations.ts';
import { sqliteOutbox } from './sqlite-outbox.ts';

/**
 * When a commit counts as done. normal: written to the WAL file, which survives the server process
 * dying (SIGKILL, a crash, an out-of-memory kill) but not the machine losing power before the OS
 * flushes it (the next checkpoint fsyncs it, within 250 ms). full: fsync'd on every
 * commit, which survives a power cut too, at a cost (measured in the README).
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

/** How often the WAL is copied into the database (and, with synchronous=normal, fsync'd). */
const CHECKPOINT_INTERVAL_MS = 250;
/** A log this long (4 KiB pages: 16 MiB) is finished by the server's own thread, so it can start over. */
const MAX_LOG_FRAMES = 4_096;

/**
 * Moves most of the WAL checkpointing off the server's thread: SQLite would otherwise run a checkpoint
 * inside a commit every 1,000 pages, and its copying and fsyncs stall every request meanwhile
 * (measured: 4,300 leads/s with p99 109 ms with them, 9,300 with p99 39 ms without). Should the
 * thread fail, SQLite checkpoints as before.
 */
function startCheckpointer(db: Database.Database, filename: string): { stop(): Promise<void> } {
  const fallBack = () => {
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
  };
  let worker: Worker;
  try {
    worker = new Worker(new URL('./wal-checkpoint-worker.cjs', import.meta.url), {
      workerData: { filename, intervalMs: CHECKPOINT_INTERVAL_MS },
      // No TypeScript loader (the file is plain JavaScript): the thread starts in milliseconds.
      execArgv: [],
    });
  } catch {
    return { stop: async () => undefined };
  }
  db.pragma('wal_autocheckpoint = 0');
  // Between checkpoints a burst of leads can grow the log well past SQLite's usual 4 MB; once the log
  // starts over, its file is cut back to this.
  db.pragma(`journal_size_limit = ${32 * 1024 * 1024}`);
  worker.unref();
  let running = true;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      running = false;
      fallBack();
      resolve();
    }),
  );
  worker.on('error', (error) => console.error('SQLite checkpoint thread failed:', error.message));
  let finishing = false;
  worker.on('message', (message: { error?: string; logFrames?: number }) => {
    if (message.error) console.error('SQLite checkpoint failed:', message.error);
    // A checkpoint in another connection never catches up with a steady stream of commits, and the
    // log only starts over once it has: between two of this thread's transactions it does, having
    // little left to copy after the checkpoint thread.
    if ((message.logFrames ?? 0) > MAX_LOG_FRAMES && !finishing) {
      finishing = true;
      setImmediate(() => {
        finishing = false;
        if (db.open) db.pragma('wal_checkpoint(PASSIVE)');
      });
    }
  });
  return {
    async stop() {
      if (!running) return;
      worker.postMessage('close');
      await exited;
    },
  };
}
