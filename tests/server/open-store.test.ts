import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, parseDatabaseUrl, redactPassword } from '../../src/server/storage/open-store.ts';

describe('parseDatabaseUrl', () => {
  it('reads sqlite: paths relative to the working directory, and absolute ones', () => {
    expect(parseDatabaseUrl('sqlite:data/leads.db', '/srv/site')).toEqual({
      kind: 'sqlite',
      filename: '/srv/site/data/leads.db',
    });
    expect(parseDatabaseUrl('sqlite:///var/lib/leads.db', '/srv/site').kind).toBe('sqlite');
    expect(parseDatabaseUrl('sqlite:///var/lib/leads.db', '/srv/site')).toMatchObject({
      filename: '/var/lib/leads.db',
    });
  });

  it.each(['postgres://u:p@db:5432/leads', 'postgresql://db/leads'])('reads %s as PostgreSQL', (url) => {
    expect(parseDatabaseUrl(url)).toEqual({ kind: 'postgres', connectionString: url });
  });

  it('rejects anything else with the accepted forms, without printing the password', () => {
    expect(() => parseDatabaseUrl('mysql://admin:hunter2@db/leads')).toThrow(
      'DATABASE_URL must start with "sqlite:" or "postgres://" (got "mysql://admin:***@db/leads")',
    );
    expect(() => parseDatabaseUrl('sqlite:')).toThrow(/names no file/);
  });

  it('redacts passwords in connection strings', () => {
    expect(redactPassword('postgres://leads:s3cret@db:5432/leads')).toBe('postgres://leads:***@db:5432/leads');
  });
});

describe('openStore with SQLite', () => {
  let tempDir: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'open-store-'));
  });
  afterAll(async () => {
    await rm(tempDir, { recursive: true, force: true });
  });

  it('creates missing directories on first start, uses WAL and records the migration', async () => {
    const file = path.join(tempDir, 'nested/deeper/leads.db');
    const store = await openStore(`sqlite:${file}`);
    await store.close();
    expect(existsSync(file)).toBe(true);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT version, description FROM schema_migrations').all()).toEqual([
      { version: 1, description: 'create the leads table' },
      { version: 2, description: expect.stringContaining('outbox') },
      { version: 3, description: expect.stringContaining('duplicate key') },
    ]);
    db.close();
  });

  it('refuses to create a database when asked not to (leads:export)', async () => {
    await expect(openStore(`sqlite:${path.join(tempDir, 'absent.db')}`, { create: false })).rejects.toThrow(
      /No lead database at .*absent\.db yet/,
    );
    expect(existsSync(path.join(tempDir, 'absent.db'))).toBe(false);
  });
});
