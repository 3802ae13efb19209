import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openStore } from '../../src/server/storage/open-store.ts';
import { describeLeadApi } from './helpers/lead-api-contract.ts';
import { describeLeadStoreContract } from './helpers/lead-store-contract.ts';

const tempDirs: string[] = [];
async function freshSqliteUrl(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'leads-sqlite-'));
  tempDirs.push(dir);
  return `sqlite:${path.join(dir, 'leads.db')}`;
}
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeLeadStoreContract('SQLite', async () => openStore(await freshSqliteUrl()));
describeLeadApi('SQLite', freshSqliteUrl);
