import Database from 'better-sqlite3';
import { adminMigrations } from './admin-migrations.ts';
import {
  normalizeEmail,
  toAdminUser,
  toAuditEntry,
  toFailureCount,
  toIso,
  toStoredSession,
  toUserWithHash,
  type AuditRow,
  type FailureCountRow,
  type SessionRow,
  type UserRow,
} from './admin-rows.ts';
import {
  auditLimit,
  DuplicateUser,
  isoBefore,
  LOGIN_FAILURE_RETENTION_MS,
  SESSION_RETENTION_MS,
  type AdminStore,
} from './admin-store.ts';
import { localPublishChannel } from './local-publish-channel.ts';
import { processMutex } from './mutex.ts';
import { sqliteDrafts } from './sqlite-admin-drafts.ts';

/** The admin's tables in the SQLite file of the leads (its own connection; one server per file). */
export function createSqliteAdminStore(filename: string, now: () => Date): AdminStore {
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const channel = localPublishChannel(filename);
  const publishLock = processMutex(filename);
  const clock = () => now().toISOString();

  return {
    async init() {
      db.exec(`CREATE TABLE IF NOT EXISTS admin_schema_migrations (
        version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
      // IMMEDIATE takes the write lock first, so two processes starting together cannot both migrate.
      db.transaction(() => {
        const applied = new Set(
          db
            .prepare<[], { version: number }>('SELECT version FROM admin_schema_migrations')
            .all()
            .map((row) => row.version),
        );
        for (const migration of adminMigrations) {
          if (applied.has(migration.version)) continue;
          db.exec(migration.sqlite);
          db.prepare('INSERT INTO admin_schema_migrations (version, description, applied_at) VALUES (?, ?, ?)').run(
            migration.version,
            migration.description,
            clock(),
          );
        }
      }).immediate();
    },

    async addUser(user) {
      const email = normalizeEmail(user.email);
      try {
        const row = db
          .prepare<[string, string, string, string, string], UserRow>(
            `INSERT INTO admin_users (email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *`,
          )
          .get(email, user.name, user.role, user.passwordHash, clock());
        return toAdminUser(row!);
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new DuplicateUser(email);
        throw error;
      }
    },
    async userByEmail(email) {
      const row = db.prepare<[string], UserRow>('SELECT * FROM admin_users WHERE email = ?').get(normalizeEmail(email));
      return row && toUserWithHash(row);
    },
    async userById(id) {
      const row = db.prepare<[number], UserRow>('SELECT * FROM admin_users WHERE id = ?').get(id);
      return row && toAdminUser(row);
    },
    async listUsers() {
      return db.prepare<[], UserRow>('SELECT * FROM admin_users ORDER BY email').all().map(toAdminUser);
    },
    async setRole(email, role) {
      return db.prepare('UPDATE admin_users SET role = ? WHERE email = ?').run(role, normalizeEmail(email)).changes > 0;
    },
    async removeUser(email) {
      // The sessions go with it (ON DELETE CASCADE).
      return db.prepare('DELETE FROM admin_users WHERE email = ?').run(normalizeEmail(email)).changes > 0;
    },

    async createSession(session) {
      const at = toIso(session.now);
      db.transaction(() => {
        db.prepare('DELETE FROM admin_sessions WHERE last_seen_at < ?').run(isoBefore(at, SESSION_RETENTION_MS));
        db.prepare(
          'INSERT INTO admin_sessions (id, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
        ).run(session.id, session.userId, session.csrfToken, at, at);
      })();
    },
    async sessionById(id) {
      const row = db.prepare<[string], SessionRow>('SELECT * FROM admin_sessions WHERE id = ?').get(id);
      return row && toStoredSession(row);
    },
    async touchSession(id, at) {
      db.prepare('UPDATE admin_sessions SET last_seen_at = ? WHERE id = ?').run(toIso(at), id);
    },
    async deleteSession(id) {
      db.prepare('DELETE FROM admin_sessions WHERE id = ?').run(id);
    },

    async recordLoginFailure(key, at) {
      const iso = toIso(at);
      db.transaction(() => {
        db.prepare('DELETE FROM admin_login_failures WHERE at < ?').run(isoBefore(iso, LOGIN_FAILURE_RETENTION_MS));
        db.prepare('INSERT INTO admin_login_failures (key, at) VALUES (?, ?)').run(key, iso);
      })();
    },
    async countLoginFailures(key, since) {
      const row = db
        .prepare<[string, string], FailureCountRow>(
          'SELECT count(*) AS count, min(at) AS oldest FROM admin_login_failures WHERE key = ? AND at >= ?',
        )
        .get(key, toIso(since))!;
      return toFailureCount(row);
    },
    async clearLoginFailures(key) {
      db.prepare('DELETE FROM admin_login_failures WHERE key = ?').run(key);
    },

    async audit(entry) {
      db.prepare('INSERT INTO admin_audit (at, actor, action, subject, detail) VALUES (?, ?, ?, ?, ?)').run(
        toIso(entry.at ?? clock()),
        entry.actor,
        entry.action,
        entry.subject,
        entry.detail,
      );
    },
    async listAudit(options = {}) {
      return db
        .prepare<[number], AuditRow>('SELECT * FROM admin_audit ORDER BY at DESC, id DESC LIMIT ?')
        .all(auditLimit(options.limit))
        .map(toAuditEntry);
    },
    async latestAuditOf(subjects, actions) {
      if (subjects.length === 0 || actions.length === 0) return [];
      // One indexed lookup per subject (admin_audit_subject_action_at): a handful of rows each, never the log.
      const newest = db.prepare<string[], AuditRow>(
        `SELECT * FROM admin_audit WHERE subject = ? AND action IN (${actions.map(() => '?').join(', ')})
         ORDER BY at DESC, id DESC LIMIT 1`,
      );
      return [...new Set(subjects)].flatMap((subject) => {
        const row = newest.get(subject, ...actions);
        return row ? [toAuditEntry(row)] : [];
      });
    },

    ...sqliteDrafts(db, clock),

    withPublishLock: (work) => publishLock(work),
    async announcePublished(commit) {
      channel.announce(commit);
    },
    onPublished: (listener) => channel.listen(listener),

    async close() {
      channel.close();
      if (db.open) db.close();
    },
  };
}
