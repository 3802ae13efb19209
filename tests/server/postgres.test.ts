import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/storage/open-store.ts';
import { startTestPostgres, type TestPostgres } from '../support/postgres.ts';
import { postgresTestsAvailable } from '../support/postgres-tests-available.ts';
import { describeLeadApi } from './helpers/lead-api-contract.ts';
import { describeLeadStoreContract } from './helpers/lead-store-contract.ts';

const available = postgresTestsAvailable();

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

  it('shares one sliding-window count between instances', async () => {
    const url = await freshDatabaseUrl();
    const [first, second] = [await openStore(url), await openStore(url)];
    try {
      const decisions = [];
      // Five each from two instances, across a clock-minute boundary, for a limit of 6 a minute.
      for (let index = 0; index < 5; index += 1) {
        decisions.push(await first.takeRateLimitHit!('203.0.113.7', 6, 60_000, 59_000 + index));
        decisions.push(await second.takeRateLimitHit!('203.0.113.7', 6, 60_000, 61_000 + index));
      }
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(6);
      expect((await first.takeRateLimitHit!('198.51.100.1', 6, 60_000, 61_000)).allowed).toBe(true);
      expect((await second.takeRateLimitHit!('203.0.113.7', 6, 60_000, 119_001)).allowed).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });
  describeLeadApi('PostgreSQL', freshDatabaseUrl);
});
