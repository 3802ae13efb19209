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
];
