import type { Migration } from '../../server/storage/migrations.ts';

/**
 * The admin's tables, on their own migration track (admin_schema_migrations) beside the leads' one,
 * in the same database. Never edit or reorder a released migration: append a new one. Times are ISO
 * 8601 text in SQLite (string order is time order) and TIMESTAMPTZ in PostgreSQL.
 */
export const adminMigrations: readonly Migration[] = [
  {
    version: 1,
    description: 'admin accounts, sessions, failed logins, the audit log and drafts',
    sqlite: `
      CREATE TABLE admin_users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('author', 'publisher', 'admin')),
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE admin_sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      );
      CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
      CREATE INDEX admin_sessions_last_seen ON admin_sessions (last_seen_at);
      CREATE TABLE admin_login_failures (
        key TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX admin_login_failures_key_at ON admin_login_failures (key, at);
      CREATE INDEX admin_login_failures_at ON admin_login_failures (at);
      CREATE TABLE admin_audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor TEXT,
        action TEXT NOT NULL,
        subject TEXT NOT NULL,
        detail TEXT NOT NULL
      );
      CREATE INDEX admin_audit_at ON admin_audit (at);
      CREATE TABLE admin_drafts (
        branch TEXT PRIMARY KEY,
        author_email TEXT NOT NULL,
        title TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('editing', 'submitted', 'sent-back', 'published', 'discarded')),
        comment TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        scheduled_at TEXT
      );
      CREATE INDEX admin_drafts_scheduled ON admin_drafts (scheduled_at);`,
    postgres: `
      CREATE TABLE admin_users (
        id BIGSERIAL PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('author', 'publisher', 'admin')),
        password_hash TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE admin_sessions (
        id TEXT PRIMARY KEY,
        user_id BIGINT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        last_seen_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
      CREATE INDEX admin_sessions_last_seen ON admin_sessions (last_seen_at);
      CREATE TABLE admin_login_failures (
        key TEXT NOT NULL,
        at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX admin_login_failures_key_at ON admin_login_failures (key, at);
      CREATE INDEX admin_login_failures_at ON admin_login_failures (at);
      CREATE TABLE admin_audit (
        id BIGSERIAL PRIMARY KEY,
        at TIMESTAMPTZ NOT NULL,
        actor TEXT,
        action TEXT NOT NULL,
        subject TEXT NOT NULL,
        detail TEXT NOT NULL
      );
      CREATE INDEX admin_audit_at ON admin_audit (at);
      CREATE TABLE admin_drafts (
        branch TEXT PRIMARY KEY,
        author_email TEXT NOT NULL,
        title TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('editing', 'submitted', 'sent-back', 'published', 'discarded')),
        comment TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        scheduled_at TIMESTAMPTZ
      );
      CREATE INDEX admin_drafts_scheduled ON admin_drafts (scheduled_at);`,
  },
  {
    version: 2,
    description: "scheduled publishes claimed with a lease; each user's current draft",
    // A claim is a lease (claim, claimed_until): a publish whose instance died is claimable again once
    // it expires. The current draft was kept in each instance's memory, so another instance (or a
    // restart) could save into a different draft than the one the user chose. branch NULL: chose none.
    sqlite: `
      ALTER TABLE admin_drafts ADD COLUMN claim TEXT;
      ALTER TABLE admin_drafts ADD COLUMN claimed_until TEXT;
      CREATE TABLE admin_current_drafts (
        user_id INTEGER PRIMARY KEY REFERENCES admin_users (id) ON DELETE CASCADE,
        branch TEXT
      );`,
    postgres: `
      ALTER TABLE admin_drafts ADD COLUMN claim TEXT, ADD COLUMN claimed_until TIMESTAMPTZ;
      CREATE TABLE admin_current_drafts (
        user_id BIGINT PRIMARY KEY REFERENCES admin_users (id) ON DELETE CASCADE,
        branch TEXT
      );`,
  },
  {
    version: 3,
    description: "each subject's audit entries by action, newest first",
    // A draft's card looks up its last refused or failed publish, however old: one index lookup per
    // draft instead of reading the newest entries of the whole log.
    sqlite: 'CREATE INDEX admin_audit_subject_action_at ON admin_audit (subject, action, at);',
    postgres: 'CREATE INDEX admin_audit_subject_action_at ON admin_audit (subject, action, at);',
  },
];
