import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/storage/open-store.ts';
import { sampleLead } from './helpers/lead-store-contract.ts';

const run = promisify(execFile);
const rootDir = path.resolve(import.meta.dirname, '../..');

function exportLeads(databaseUrl: string, args: string[] = []) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/leads-export.ts', ...args], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

describe('npm run leads:export', () => {
  let tempDir: string;
  let databaseUrl: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'leads-export-'));
    databaseUrl = `sqlite:${path.join(tempDir, 'leads.db')}`;
    const store = await openStore(databaseUrl);
    await store.add(sampleLead({ createdAt: '2025-12-30T10:00:00.000Z', name: 'Old Lead' }), ['email', 'webhook']);
    await store.add(sampleLead({ createdAt: '2026-02-01T10:00:00.000Z', name: '=cmd|calc', message: 'a, "b"\nc' }));
    await store.close();
  });
  afterAll(async () => {
    await rm(tempDir, { recursive: true, force: true });
  });

  it('prints every lead as CSV with a header row and its delivery status', async () => {
    const { stdout } = await exportLeads(databaseUrl);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe(
      '"id","created_at","kind","name","email","mobile","message","brochure","user_agent","page","delivery"',
    );
    expect(stdout).toContain('"1","2025-12-30T10:00:00.000Z","query","Old Lead","priya@example.com",');
    expect(stdout).toContain(
      `"2","2026-02-01T10:00:00.000Z","query","'=cmd|calc","priya@example.com","","a, ""b""\nc",`,
    );
    expect(lines[1]).toMatch(/,"email:pending webhook:pending"$/);
    expect(lines[2]).toMatch(/,""$/);
  });

  it('prints only leads since a date with --since', async () => {
    const { stdout } = await exportLeads(databaseUrl, ['--since', '2026-01-01']);
    expect(stdout).not.toContain('Old Lead');
    expect(stdout).toContain('2026-02-01T10:00:00.000Z');
  });

  it('fails clearly, without creating a database, when DATABASE_URL names no database', async () => {
    const missing = path.join(tempDir, 'nowhere', 'leads.db');
    await expect(exportLeads(`sqlite:${missing}`)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`No lead database at ${missing}`),
    });
  });

  it('rejects a --since that is not a date', async () => {
    await expect(exportLeads(databaseUrl, ['--since', 'last week'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--since needs a date such as 2026-01-01'),
    });
  });
});
