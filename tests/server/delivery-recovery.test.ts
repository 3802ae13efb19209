import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/storage/open-store.ts';
import type { LeadStore } from '../../src/server/storage/lead-store.ts';
import { findPostgresBin, startTestPostgres, type TestPostgres } from '../support/postgres.ts';
import { writeFixtureDist } from './helpers/fixture-dist.ts';
import { validContact } from './helpers/lead-api-contract.ts';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './helpers/receivers.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const FAST_RETRIES = {
  LEAD_DELIVERY_RETRY_BASE_MS: '50',
  LEAD_DELIVERY_RETRY_MAX_MS: '200',
  LEAD_DELIVERY_POLL_MS: '50',
  // A delivery claimed by a killed process is free again after this.
  LEAD_DELIVERY_LEASE_MS: '1000',
};

function postFrom(origin: string, clientIp: string, email: string) {
  return fetch(`${origin}/api/query/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ ...validContact, email }),
  });
}

/** Lead ids the receiver accepted, from the idempotency keys: one entry per accepted call. */
function acceptedKeys(receiver: WebhookReceiver): string[] {
  return receiver.accepted.map((call) => String(call.headers['idempotency-key']));
}

describe('deliveries survive a crash and are shared by several instances', () => {
  let tempDir: string;
  let receiver: WebhookReceiver;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'delivery-recovery-'));
    await writeFixtureDist(path.join(tempDir, 'dist'));
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await receiver?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  const envFor = (databaseUrl: string, extra: Record<string, string> = {}) => ({
    DIST_DIR: path.join(tempDir, 'dist'),
    DATABASE_URL: databaseUrl,
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: 'secret',
    ...FAST_RETRIES,
    ...extra,
  });

  it('sends every pending delivery after SIGKILL and a restart', async () => {
    receiver.status = 503;
    receiver.accepted.length = 0;
    const env = envFor(`sqlite:${path.join(tempDir, 'killed.db')}`, { LEAD_RATE_LIMIT: 'off' });
    const first = await startServerProcess(env);
    running.push(first);
    for (let index = 0; index < 10; index += 1) {
      expect((await postFrom(first.origin, '127.0.0.1', `killed-${index}@example.com`)).status).toBe(200);
    }
    await waitFor('attempts failing while the receiver is down', () => receiver.calls >= 10);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    receiver.status = 204;
    const second = await startServerProcess(env);
    running.push(second);
    await waitFor('all ten delivered after the restart', () => new Set(acceptedKeys(receiver)).size === 10);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);

  describe.runIf(findPostgresBin() !== null)('two instances on one PostgreSQL', () => {
    let postgres: TestPostgres;
    let store: LeadStore;
    let origins: string[];
    beforeAll(async () => {
      postgres = await startTestPostgres();
      const env = envFor(await postgres.createDatabase('two_instances'), {
        LEAD_RATE_LIMIT: '5',
        // Longer than any attempt takes on a loaded machine: an expired lease is (correctly) sent again.
        LEAD_DELIVERY_LEASE_MS: '30000',
        // The test speaks for many clients through X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
      });
      const servers = [await startServerProcess(env), await startServerProcess(env)];
      running.push(...servers);
      origins = servers.map((server) => server.origin);
      store = await openStore(env.DATABASE_URL);
    }, 90_000);
    afterAll(async () => {
      await store?.close();
      await postgres?.stop();
    });

    it('delivers each of 200 leads exactly once', async () => {
      receiver.status = 204;
      receiver.accepted.length = 0;
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          postFrom(origins[index % 2]!, `10.1.${Math.floor(index / 250)}.${index % 250}`, `pg-${index}@example.com`),
        ),
      );
      expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
      await waitFor(
        'every delivery sent',
        async () => (await store.listDeliveries()).filter((delivery) => delivery.status === 'sent').length === 200,
        45_000,
      );
      const keys = acceptedKeys(receiver);
      expect(new Set(keys).size).toBe(200);
      expect(keys).toHaveLength(200);
    }, 60_000);

    it('holds the per-IP limit across both instances', async () => {
      // The count is per clock minute: start well inside one so all eight posts land in the same window.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
      const statuses: number[] = [];
      for (let index = 0; index < 8; index += 1) {
        statuses.push((await postFrom(origins[index % 2]!, '203.0.113.99', `limited-${index}@example.com`)).status);
      }
      // Five a minute in all, not five per instance.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    }, 30_000);
  });
});
