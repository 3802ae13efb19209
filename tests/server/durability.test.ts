import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/storage/open-store.ts';
import { writeFixtureDist } from './helpers/fixture-dist.ts';
import { validContact } from './helpers/lead-api-contract.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { postLead } from './helpers/test-server.ts';

const LEADS = 400;
const CONCURRENCY = 16;
const KILL_AFTER_ANSWERS = 80;

describe('durability: a lead answered 200 survives SIGKILL', () => {
  let tempDir: string;
  let env: Record<string, string>;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'lead-durability-'));
    await writeFixtureDist(path.join(tempDir, 'dist'));
    env = {
      DIST_DIR: path.join(tempDir, 'dist'),
      DATABASE_URL: `sqlite:${path.join(tempDir, 'leads.db')}`,
      LEAD_RATE_LIMIT: 'off',
    };
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await rm(tempDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead after a kill mid-stream and a restart', async () => {
    const first = await startServerProcess(env);
    running.push(first);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;

    // Clients keep posting until the server is gone; the kill lands while requests are in flight.
    const worker = async () => {
      while (next < LEADS) {
        const email = `lead-${next++}@example.com`;
        try {
          const response = await postLead(first.origin, { ...validContact, email });
          if (response.status === 200) acknowledged.push(email);
        } catch {
          if (killed) return; // connection refused or reset: the server is dead
        }
        if (!killed && acknowledged.length >= KILL_AFTER_ANSWERS) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(await first.exited).toBeNull(); // killed by the signal, not exited
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(acknowledged.length).toBeLessThan(LEADS); // the kill really interrupted the stream

    const second = await startServerProcess(env);
    running.push(second);
    expect((await postLead(second.origin, { ...validContact, email: 'after-restart@example.com' })).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0); // a graceful stop closes the database cleanly

    const store = await openStore(env.DATABASE_URL!, { create: false });
    const stored = new Set((await store.list()).map((lead) => lead.email));
    await store.close();
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(stored.has('after-restart@example.com')).toBe(true);
  }, 45_000);
});
