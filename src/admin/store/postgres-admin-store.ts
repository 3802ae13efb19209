import pg from 'pg';
import { adminMigrations } from './admin-migrations.ts';
import { migratePostgres } from '../../server/storage/postgres-migrate.ts';
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
import { createMutex } from './mutex.ts';
import { postgresDrafts } from './postgres-admin-drafts.ts';
import { postgresPublishChannel } from './postgres-publish-channel.ts';

/** Any fixed numbers, the same in every instance, different from the leads' migration lock. */
const MIGRATION_LOCK_ID = 4_872_120_232;
const PUBLISH_LOCK_ID = 4_872_120_233;

/** The admin's tables in the leads' PostgreSQL database, shared by every instance. */
export function createPostgresAdminStore(connectionString: string, now: () => Date): AdminStore {
  const pool = new pg.Pool({ connectionString, max: 5 });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on('error', (error) => console.error('PostgreSQL pool error (admin):', error.message));
  const channel = postgresPublishChannel(pool, connectionString);
  // Waiters of this process queue here instead of each holding a pooled connection.
  const localPublishLock = createMutex();
  const clock = () => now().toISOString();
  let closed = false;

  return {
    async init() {
      await migratePostgres(pool, {
        table: 'admin_schema_migrations',
        lockId: MIGRATION_LOCK_ID,
        migrations: adminMigrations,
      });
    },

    async addUser(user) {
      const email = normalizeEmail(user.email);
      try {
        const { rows } = await pool.query<UserRow>(
          `INSERT INTO admin_users (email, name, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [email, user.name, user.role, user.passwordHash, clock()],
        );
        return toAdminUser(rows[0]!);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new DuplicateUser(email);
        throw error;
      }
    },
    async userByEmail(email) {
      const { rows } = await pool.query<UserRow>('SELECT * FROM admin_users WHERE email = $1', [normalizeEmail(email)]);
      return rows[0] && toUserWithHash(rows[0]);
    },
    async userById(id) {
      const { rows } = await pool.query<UserRow>('SELECT * FROM admin_users WHERE id = $1', [id]);
      return rows[0] && toAdminUser(rows[0]);
    },
    async listUsers() {
      const { rows } = await pool.query<UserRow>('SELECT * FROM admin_users ORDER BY email');
      return rows.map(toAdminUser);
    },
    async setRole(email, role) {
      const result = await pool.query('UPDATE admin_users SET role = $1 WHERE email = $2', [
        role,
        normalizeEmail(email),
      ]);
      return (result.rowCount ?? 0) > 0;
    },
    async removeUser(email) {
      // The sessions go with it (ON DELETE CASCADE).
      const result = await pool.query('DELETE FROM admin_users WHERE email = $1', [normalizeEmail(email)]);
      return (result.rowCount ?? 0) > 0;
    },

    async createSession(session) {
      const at = toIso(session.now);
      await pool.query('DELETE FROM admin_sessions WHERE last_seen_at < $1', [isoBefore(at, SESSION_RETENTION_MS)]);
      await pool.query(
        'INSERT INTO admin_sessions (id, user_id, csrf_token, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)',
        [session.id, session.userId, session.csrfToken, at],
      );
    },
    async sessionById(id) {
      const { rows } = await pool.query<SessionRow>('SELECT * FROM admin_sessions WHERE id = $1', [id]);
      return rows[0] && toStoredSession(rows[0]);
    },
    async touchSession(id, at) {
      await pool.query('UPDATE admin_sessions SET last_seen_at = $1 WHERE id = $2', [toIso(at), id]);
    },
    async deleteSession(id) {
      await pool.query('DELETE FROM admin_sessions WHERE id = $1', [id]);
    },

    async recordLoginFailure(key, at) {
      const iso = toIso(at);
      await pool.query('DELETE FROM admin_login_failures WHERE at < $1', [isoBefore(iso, LOGIN_FAILURE_RETENTION_MS)]);
      await pool.query('INSERT INTO admin_login_failures (key, at) VALUES ($1, $2)', [key, iso]);
    },
    async countLoginFailures(key, since) {
      const { rows } = await pool.query<FailureCountRow>(
        'SELECT count(*) AS count, min(at) AS oldest FROM admin_login_failures WHERE key = $1 AND at >= $2',
        [key, toIso(since)],
      );
      return toFailureCount(rows[0]!);
    },
    async clearLoginFailures(key) {
      await pool.query('DELETE FROM admin_login_failures WHERE key = $1', [key]);
    },

    async audit(entry) {
      await pool.query('INSERT INTO admin_audit (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)', [
        toIso(entry.at ?? clock()),
        entry.actor,
        entry.action,
        entry.subject,
        entry.detail,
      ]);
    },
    async listAudit(options = {}) {
      const { rows } = await pool.query<AuditRow>('SELECT * FROM admin_audit ORDER BY at DESC, id DESC LIMIT $1', [
        auditLimit(options.limit),
      ]);
      return rows.map(toAuditEntry);
    },
    async latestAuditOf(subjects, actions) {
      if (subjects.length === 0 || actions.length === 0) return [];
      // One indexed lookup per subject (admin_audit_subject_action_at), all in one round trip.
      const { rows } = await pool.query<AuditRow>(
        `SELECT latest.* FROM unnest($1::text[]) AS wanted (subject)
         CROSS JOIN LATERAL (
           SELECT * FROM admin_audit WHERE subject = wanted.subject AND action = ANY ($2::text[])
           ORDER BY at DESC, id DESC LIMIT 1
         ) AS latest`,
        [[...new Set(subjects)], [...actions]],
      );
      return rows.map(toAuditEntry);
    },

    ...postgresDrafts(pool, clock),

    withPublishLock: (work) =>
      localPublishLock(async () => {
        const client = await pool.connect();
        try {
          // Held by this connection's session: if the process dies, PostgreSQL lets the next holder in.
          await client.query('SELECT pg_advisory_lock($1)', [PUBLISH_LOCK_ID]);
        } catch (error) {
          client.release(true);
          throw error;
        }
        try {
          return await work();
        } finally {
          const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [PUBLISH_LOCK_ID]).then(
            () => true,
            () => false,
          );
          // A connection that may still hold the lock is closed (which frees it), never reused.
          client.release(!unlocked);
        }
      }),
    announcePublished: (commit) => channel.announce(commit),
    onPublished: (listener) => channel.listen(listener),

    async close() {
      if (closed) return;
      closed = true;
      await channel.close();
      await pool.end();
    },
  };
}
