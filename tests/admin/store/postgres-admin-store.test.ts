import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { openAdminStore } from '../../../src/admin/store/open-admin-store.ts';
import { findPostgresBin, POSTGRES_MISSING, startTestPostgres, type TestPostgres } from '../../support/postgres.ts';
import { describeAdminStoreContract } from './helpers/admin-store-contract.ts';

// Real databases on a busy 2-core machine: PostgreSQL start-up and LISTEN can take seconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

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

describe.runIf(available)('admin store on PostgreSQL (throwaway server on 127.0.0.1)', () => {
  let postgres: TestPostgres;
  let databases = 0;

  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
  });

  describeAdminStoreContract(
    'PostgreSQL',
    () => postgres.createDatabase(`admin_${++databases}`),
    (url) => openAdminStore(url),
  );
});
