import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../src/server/create-server.ts';
import type { LeadStore } from '../../src/server/storage/lead-store.ts';
import { validContact } from './helpers/lead-api-contract.ts';
import { postLead } from './helpers/test-server.ts';

const fail = async (): Promise<never> => {
  throw new Error('SQLITE_IOERR: disk I/O error at /var/lib/secret/leads.db');
};

/** A database that is down: every query fails with a message full of internals. */
const brokenStore: LeadStore = {
  init: async () => undefined,
  add: fail,
  list: async () => [],
  claimDeliveries: fail,
  recordAttempt: fail,
  listDeliveries: fail,
  retryDead: fail,
  outboxHealth: fail,
  close: async () => undefined,
};

describe('when storage fails', () => {
  let app: FastifyInstance;
  let origin: string;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'empty-dist-'));
    app = await createServer({ distDir, store: brokenStore, rateLimit: false });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('does not say thank you, and reveals no internal detail', async () => {
    const response = await postLead(origin, validContact);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: 'We could not save your details just now. Please try again in a few minutes.',
    });
    expect(text).not.toMatch(/SQLITE|secret|Error/);
  });

  it('tells a load balancer through /healthz, without internals', async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ database: 'unreachable' });
    expect(text).not.toMatch(/SQLITE|secret|Error/);
  });

  it('still answers unknown pages with 404 when dist/ has no 404.html', async () => {
    const response = await fetch(`${origin}/anything`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Ooops!!! The page you are looking for is not found');
  });
});
