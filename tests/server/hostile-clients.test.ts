import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/server/server-limits.ts';
import { validContact } from './helpers/lead-api-contract.ts';
import {
  ATTACKER_ADDRESS,
  headersOf,
  openRaw,
  PROBE_ADDRESS,
  rawExchange,
  timedGet,
  type RawConnection,
} from './helpers/raw-client.ts';
import { postLead, startTestServer, startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

const REQUEST_TIMEOUT = 1_000;
const CHECK_INTERVAL = 100;
const KEEP_ALIVE_TIMEOUT = 300;
const CONNECTION_TIMEOUT = 700;
const LEAD_HEAD =
  'POST /api/query/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n';

describe('slow and greedy clients', () => {
  let server: TestServer;
  const open: RawConnection[] = [];
  beforeAll(async () => {
    // The documented deadline is 15 s; a short one keeps the test short, and the same code enforces both.
    server = await startTestServer({
      limits: {
        requestTimeout: REQUEST_TIMEOUT,
        checkInterval: CHECK_INTERVAL,
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT,
        connectionTimeout: CONNECTION_TIMEOUT,
      },
    });
  });
  afterEach(() => {
    for (const connection of open.splice(0)) connection.socket.destroy();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('documents 15 s for a whole request and 32 connections per address', () => {
    expect(DEFAULT_LIMITS.requestTimeout).toBe(15_000);
    expect(DEFAULT_LIMITS.maxConnectionsPerIp).toBe(32);
  });

  it('cuts a client trickling its body one byte at a time at the request deadline', async () => {
    const trickler = await openRaw(server.origin, ATTACKER_ADDRESS, LEAD_HEAD);
    open.push(trickler);
    // Never quiet long enough for an idle timeout: only the whole-request deadline can end it.
    const drip = setInterval(() => trickler.socket.write(' '), 50);
    try {
      const ms = await trickler.closed;
      expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT - 50);
      expect(ms).toBeLessThan(REQUEST_TIMEOUT + 2_000);
      expect(trickler.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(headersOf(trickler.received())['content-security-policy']).toContain("default-src 'self'");
    } finally {
      clearInterval(drip);
    }
  });

  it('cuts a client trickling its headers at the same deadline', async () => {
    const trickler = await openRaw(server.origin, ATTACKER_ADDRESS, 'GET / HTTP/1.1\r\n');
    open.push(trickler);
    const drip = setInterval(() => trickler.socket.write('X-Slow: 1\r\n'), 50);
    try {
      expect(await trickler.closed).toBeLessThan(REQUEST_TIMEOUT + 2_000);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes an idle keep-alive connection after its answer, and a silent one', async () => {
    const keptAlive = await openRaw(server.origin, ATTACKER_ADDRESS, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const silent = await openRaw(server.origin, ATTACKER_ADDRESS);
    open.push(keptAlive, silent);
    // Node keeps an idle keep-alive socket 1 s past keepAliveTimeout (a grace for requests already on their way).
    expect(await keptAlive.closed).toBeLessThan(KEEP_ALIVE_TIMEOUT + 1_500);
    expect(keptAlive.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(await silent.closed).toBeLessThan(REQUEST_TIMEOUT + 1_500);
  });
});

describe('one address over its connection cap', () => {
  let server: TestServer;
  const open: RawConnection[] = [];
  beforeAll(async () => {
    // The default deadlines: whatever closes an attacker's connection within the test is the cap.
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const connection of open) connection.socket.destroy();
    await server?.close();
  });

  it('is turned away at once, while another address is answered at once', async () => {
    const cap = DEFAULT_LIMITS.maxConnectionsPerIp;
    const attackers = await Promise.all(
      Array.from({ length: cap + 8 }, () => openRaw(server.origin, ATTACKER_ADDRESS, LEAD_HEAD)),
    );
    open.push(...attackers);
    // The ones over the cap are answered 503 and closed without waiting for any deadline.
    const turnedAway = await Promise.all(
      attackers.map((attacker) =>
        Promise.race([
          attacker.closed.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), 1_000)),
        ]),
      ),
    );
    expect(turnedAway.filter(Boolean)).toHaveLength(8);
    expect(attackers.filter((attacker) => attacker.received().startsWith('HTTP/1.1 503'))).toHaveLength(8);

    // Not behind the attacker: no queue, no deadline (15 s) to wait for.
    const probe = await timedGet(server.origin, '/', PROBE_ADDRESS);
    expect(probe.status).toBe(200);
    expect(probe.ms).toBeLessThan(1_000);
  });
});

describe('behind a trusted proxy, the cap counts the forwarded client', () => {
  let server: TestServer;
  const open: RawConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: '127.0.0.1', limits: { maxConnectionsPerIp: 2 } });
  });
  afterAll(async () => {
    for (const connection of open) connection.socket.destroy();
    await server?.close();
  });

  it('refuses a third request in progress from one forwarded client, not from another', async () => {
    const forwardedHead = (client: string) =>
      LEAD_HEAD.replace('Host: x\r\n', `Host: x\r\nX-Forwarded-For: ${client}\r\n`);
    // Through the proxy (127.0.0.1): two requests from 203.0.113.9 still sending their bodies.
    for (let index = 0; index < 2; index += 1)
      open.push(await openRaw(server.origin, '127.0.0.1', forwardedHead('203.0.113.9')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await timedGet(server.origin, '/', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(third.status).toBe(503);
    const other = await timedGet(server.origin, '/', '127.0.0.1', { 'x-forwarded-for': '198.51.100.4' });
    expect(other.status).toBe(200);
  });
});

describe('answers from the HTTP parser and odd requests', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started));

  it.each([
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['headers over the size limit', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['an Expect it cannot meet', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n', 417],
  ])('answers %s with %i and the security headers', async (_what, bytes, status) => {
    const answer = await rawExchange(server.origin, bytes);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const headers = headersOf(answer);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('answers a request with two Host headers with 400', async () => {
    const answer = await rawExchange(
      server.origin,
      'GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(headersOf(answer)['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the lead rate limit counts refused requests', () => {
  it('lets five 415s and five leads through, then answers 429 to the eleventh request', async () => {
    const server = await startTestServer({ rateLimit: { max: 10, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        statuses.push(
          (await postLead(server.origin, JSON.stringify(validContact), { contentType: 'text/plain' })).status,
        );
      }
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await postLead(server.origin, { ...validContact, email: `lead-${index}@example.com` })).status);
      }
      expect(statuses).toEqual([415, 415, 415, 415, 415, 200, 200, 200, 200, 200, 429]);
      expect(await server.store.list()).toHaveLength(5);
    } finally {
      await server.close();
    }
  });
});
