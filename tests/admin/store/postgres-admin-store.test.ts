import { afterAll, beforeAll, describe, vi } from 'vitest';
import { openAdminStore } from '../../../src/admin/store/open-admin-store.ts';
import { startTestPostgres, type TestPostgres } from '../../support/postgres.ts';
import { postgresTestsAvailable } from '../../support/postgres-tests-available.ts';
import { describeAdminStoreContract } from './helpers/admin-store-contract.ts';

// Real databases on a busy 2-core machine: PostgreSQL start-up and LISTEN can take seconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const available = postgresTestsAvailable();

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
