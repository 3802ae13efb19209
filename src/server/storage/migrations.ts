/**
 * Ordered schema migrations, applied once each at start (see sqlite-store.ts and postgres-store.ts).
 * Never edit or reorder a released migration: append a new one. Each carries SQL for both dialects
 * so the two stores keep the same columns.
 */
export interface Migration {
  version: number;
  /** What the migration changes, for whoever reads schema_migrations. */
  description: string;
  sqlite: string;
  postgres: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: 'create the leads table',
    // created_at is ISO 8601 text in SQLite so that string order is time order.
    sqlite: `
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('query', 'pdf')),
        name TEXT,
        email TEXT NOT NULL,
        mobile TEXT,
        message TEXT,
        brochure TEXT,
        user_agent TEXT
      );
      CREATE INDEX leads_created_at ON leads (created_at);`,
    postgres: `
      CREATE TABLE leads (
        id BIGSERIAL PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('query', 'pdf')),
        name TEXT,
        email TEXT NOT NULL,
        mobile TEXT,
        message TEXT,
        brochure TEXT,
        user_agent TEXT
      );
      CREATE INDEX leads_created_at ON leads (created_at);`,
  },
  {
    version: 2,
    description:
      'the page a lead came from, the delivery outbox (one row per lead and channel, every attempt), shared rate-limit counts',
    sqlite: `
      CREATE TABLE lead_deliveries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id INTEGER NOT NULL REFERENCES leads (id),
        channel TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        last_error TEXT,
        sent_at TEXT,
        UNIQUE (lead_id, channel)
      );
      CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
      CREATE TABLE delivery_attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        delivery_id INTEGER NOT NULL REFERENCES lead_deliveries (id),
        attempted_at TEXT NOT NULL,
        error TEXT
      );
      CREATE INDEX leads_duplicates ON leads (email, created_at);
      ALTER TABLE leads ADD COLUMN page TEXT;`,
    postgres: `
      CREATE TABLE lead_deliveries (
        id BIGSERIAL PRIMARY KEY,
        lead_id BIGINT NOT NULL REFERENCES leads (id),
        channel TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ,
        last_error TEXT,
        sent_at TIMESTAMPTZ,
        UNIQUE (lead_id, channel)
      );
      CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
      CREATE TABLE delivery_attempts (
        id BIGSERIAL PRIMARY KEY,
        delivery_id BIGINT NOT NULL REFERENCES lead_deliveries (id),
        attempted_at TIMESTAMPTZ NOT NULL,
        error TEXT
      );
      CREATE INDEX leads_duplicates ON leads (email, created_at);
      ALTER TABLE leads ADD COLUMN page TEXT;
      CREATE TABLE rate_limit_hits (
        key TEXT NOT NULL,
        window_start BIGINT NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (key, window_start)
      );`,
  },
  {
    version: 3,
    description:
      'a duplicate key per lead (hash of email, kind, message, brochure) indexed with the time, so the duplicate check is one index probe; rate-limit hits as a sliding log',
    // Leads stored before this have no key: they are older than the duplicate window soon after the upgrade.
    sqlite: `
      ALTER TABLE leads ADD COLUMN dedupe_key TEXT;
      CREATE INDEX leads_dedupe ON leads (dedupe_key, created_at);
      DROP INDEX leads_duplicates;`,
    postgres: `
      ALTER TABLE leads ADD COLUMN dedupe_key TEXT;
      CREATE INDEX leads_dedupe ON leads (dedupe_key, created_at);
      DROP INDEX leads_duplicates;
      DROP TABLE rate_limit_hits;
      CREATE TABLE rate_limit_events (
        key TEXT NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE INDEX rate_limit_events_key_at ON rate_limit_events (key, at);`,
  },
];
