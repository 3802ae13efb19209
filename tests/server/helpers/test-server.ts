import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createServer, type CreateServerOptions } from '../../../src/server/create-server.ts';
import type { LeadStore } from '../../../src/server/storage/lead-store.ts';
import { configuredChannels, readDeliveryConfig } from '../../../src/server/delivery/delivery-config.ts';
import type { DeliveryWorker } from '../../../src/server/delivery/delivery-worker.ts';
import { startDelivery } from '../../../src/server/delivery/start-delivery.ts';
import { openStore } from '../../../src/server/storage/open-store.ts';
import { writeFixtureDist } from './fixture-dist.ts';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  app: FastifyInstance;
  store: LeadStore;
  tempDir: string;
  close(): Promise<void>;
}

export type TestServerOptions = Partial<Omit<CreateServerOptions, 'store' | 'distDir'>> & {
  /** Defaults to a fresh SQLite file in the temp directory. */
  databaseUrl?: string;
  /** Delivery settings as environment variables (SMTP_URL, LEAD_WEBHOOK_URL, ...); none by default. */
  deliveryEnv?: Record<string, string>;
};

/** The real server on 127.0.0.1 and a free port, serving the fixture dist/ with a temporary database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'lead-server-'));
  const distDir = path.join(tempDir, 'dist');
  await writeFixtureDist(distDir);
  const store = await openStore(options.databaseUrl ?? `sqlite:${path.join(tempDir, 'leads.db')}`);
  const delivery = readDeliveryConfig(options.deliveryEnv ?? {});
  let worker: DeliveryWorker | null = null;
  const app = await createServer({
    rateLimit: false,
    ...options,
    distDir,
    store,
    channels: configuredChannels(delivery),
    onLeadStored: () => worker?.wake(),
  });
  worker = startDelivery(delivery, store, app.log);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    origin,
    app,
    store,
    tempDir,
    async close() {
      await app.close();
      await worker?.stop();
      await store.close();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

/** POSTs a JSON body (or a raw string) to the lead API. */
export function postLead(origin: string, body: unknown, init: { contentType?: string; path?: string } = {}) {
  return fetch(`${origin}${init.path ?? '/api/query/add'}`, {
    method: 'POST',
    headers: { 'content-type': init.contentType ?? 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * The server of the enclosing describe (registered as its hooks): started with `options` before its first test,
 * handed to `started` (which keeps it in the suite's variable and may prepare more, such as a file in dist/),
 * and closed after its last test.
 */
export function startTestServerForSuite(
  started: (server: TestServer) => unknown,
  options: TestServerOptions = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    await started(server);
  });
  afterAll(async () => {
    await server?.close();
  });
}
