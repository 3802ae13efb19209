import { afterAll, beforeAll, describe, it } from 'vitest';
import { openStore } from '../../src/server/storage/open-store.ts';
import { findPostgresBin, POSTGRES_MISSING, startTestPostgres, type TestPostgres } from '../support/postgres.ts';
import { describeLeadApi } from './helpers/lead-api-contract.ts';
import { describeLeadStoreContract } from './helpers/lead-store-contract.ts';

const available = findPostgresBin() !== null;

if (!available && process.env.CI) {
  describe('PostgreSQL', () => {
    it('is installed (CI must run the PostgreSQL suite; .ci/run installs it)', () => {
      throw new Error(POSTGRES_MISSING);
    });
  });
} else if (!available) {
  console.warn(`\n${'!'.repeat(100)}\n${POSTGRES_MISSING}\n${'!'.repeat(100)}\n`);
}

describe.runIf(available)('PostgreSQL (throwaway server on 127.0.0.1)', () => {
  let postgres: TestPostgres;
  let databases = 0;
  const freshDatabaseUrl = () => postgres.createDatabase(`leads_${++databases}`);

  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
  });

  describeLeadStoreContract('PostgreSQL', async () => openStore(await freshDatabaseUrl()));
  describeLeadApi('PostgreSQL', freshDatabaseUrl);
});
