import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAdminStore } from '../../../src/admin/store/open-admin-store.ts';
import { openStore } from '../../../src/server/storage/open-store.ts';
import { describeAdminStoreContract } from './helpers/admin-store-contract.ts';

// Real databases on a busy 2-core machine: PostgreSQL start-up and LISTEN can take seconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let tempDir: string;
let databases = 0;
beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'admin-store-'));
});
afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});
const freshDatabase = async () => `sqlite:${path.join(tempDir, `db-${++databases}`, 'leads.db')}`;

describeAdminStoreContract('SQLite', freshDatabase, (url) => openAdminStore(url));

describe('openAdminStore with SQLite', () => {
  it('shares the leads database file, each with its own migration track', async () => {
    const url = await freshDatabase();
    const leads = await openStore(url);
    const admin = await openAdminStore(url);
    await admin.close();
    await leads.close();
    const db = new Database(url.slice('sqlite:'.length), { readonly: true });
    try {
      expect(db.prepare('SELECT version, description FROM admin_schema_migrations').all()).toEqual([
        { version: 1, description: expect.stringContaining('admin accounts') },
        { version: 2, description: expect.stringContaining('lease') },
        { version: 3, description: expect.stringContaining('audit') },
      ]);
      // A draft's last refused or failed publish is one index lookup, not a scan of the whole audit log.
      const plan = db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT * FROM admin_audit WHERE subject = ? AND action IN (?, ?)
           ORDER BY at DESC, id DESC LIMIT 1`,
        )
        .all('drafts/amy-home', 'publish-refused', 'schedule-failed') as { detail: string }[];
      expect(plan.map((step) => step.detail).join('\n')).toContain('USING INDEX admin_audit_subject_action_at');
      expect(db.prepare('SELECT max(version) AS version FROM schema_migrations').get()).toEqual({ version: 3 });
    } finally {
      db.close();
    }
  });

  it('refuses to create a database when asked not to, naming the command that creates it', async () => {
    const url = `sqlite:${path.join(tempDir, 'missing', 'leads.db')}`;
    await expect(openAdminStore(url, { create: false })).rejects.toThrow(/npm run users -- add/);
  });
});
