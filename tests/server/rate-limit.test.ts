import { describe, expect, it } from 'vitest';
import { parseLeadRateLimit } from '../../src/server/rate-limit.ts';
import { validContact } from './helpers/lead-api-contract.ts';
import { startTestServer, startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

function postFrom(server: TestServer, clientIp: string, body: unknown) {
  return fetch(`${server.origin}/api/query/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify(body),
  });
}

describe('lead rate limit', () => {
  let server: TestServer;
  // Trusting the test's own address lets it speak for several clients through X-Forwarded-For.
  startTestServerForSuite((started) => (server = started), {
    rateLimit: { max: 3, timeWindowMs: 60_000 },
    trustProxy: '127.0.0.1',
  });

  it('answers 429 with Retry-After once one client has sent too many, and stores nothing more', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Invalid bodies count too: a script cannot probe the validator for free.
      const body = { ...validContact, email: attempt === 1 ? 'nope' : `visitor-${attempt}@example.com` };
      statuses.push((await postFrom(server, '203.0.113.7', body)).status);
    }
    expect(statuses).toEqual([200, 400, 200]);
    const limited = await postFrom(server, '203.0.113.7', { ...validContact, email: 'one-more@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    expect(await server.store.list()).toHaveLength(2);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const direct = await startTestServer({ rateLimit: { max: 1, timeWindowMs: 60_000 }, trustProxy: '10.0.0.1' });
    try {
      expect((await postFrom(direct, '203.0.113.1', validContact)).status).toBe(200);
      // A rotating X-Forwarded-For does not make a new client: the limit still holds.
      expect((await postFrom(direct, '203.0.113.2', { ...validContact, email: 'b@example.com' })).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('counts each client separately', async () => {
    expect((await postFrom(server, '198.51.100.23', validContact)).status).toBe(200);
  });
});

describe('LEAD_RATE_LIMIT', () => {
  it('is leads per minute, 10 by default, and 0 or "off" turns it off', () => {
    expect(parseLeadRateLimit(undefined)).toEqual({ max: 10, timeWindowMs: 60_000 });
    expect(parseLeadRateLimit('25')).toEqual({ max: 25, timeWindowMs: 60_000 });
    expect(parseLeadRateLimit('0')).toBe(false);
    expect(parseLeadRateLimit('off')).toBe(false);
    expect(() => parseLeadRateLimit('ten')).toThrow(/LEAD_RATE_LIMIT must be a whole number/);
  });
});
