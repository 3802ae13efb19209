import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureDist } from './helpers/fixture-dist.ts';
import { validContact } from './helpers/lead-api-contract.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { postLead, startTestServer, startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise it). */
function rawGet(
  origin: string,
  rawPath: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a server hardened against abusive clients', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started), {
    limits: { requestTimeout: 500, connectionTimeout: 1_000, checkInterval: 100 },
  });

  it('parses no body on any route but the lead API', async () => {
    // Malformed JSON to a page: a parsed body would fail with 400; unparsed, the page is just not found.
    const malformed = await fetch(`${server.origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"a": ${'['.repeat(20_000)}`,
    });
    expect(malformed.status).toBe(404);
    const huge = await fetch(`${server.origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: Array.from({ length: 100_000 }, () => [[[1]]]) }),
    });
    expect(huge.status).toBe(404);
  });

  it.each([
    ['a lone surrogate', '{"name":"Priya \\ud800","email":"priya@example.com","message":"Hi","type":"query"}', 'name'],
    ['a control character', JSON.stringify({ ...validContact, message: 'ring \u0007 bell' }), 'message'],
    ['a bidirectional override', JSON.stringify({ ...validContact, name: 'Priya \u202Egnp.exe' }), 'name'],
    ['an escape sequence', JSON.stringify({ ...validContact, message: 'red \u001b[31m text' }), 'message'],
  ])('refuses %s in a field with 400 and stores nothing', async (_what, body, field) => {
    const before = (await server.store.list()).length;
    const response = await postLead(server.origin, body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await server.store.list()).toHaveLength(before);
  });

  it('refuses a body that is not valid UTF-8 with 400', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"Priya '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const response = await fetch(`${server.origin}/api/query/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([{ field: 'body', problem: expect.stringMatching(/UTF-8/) }]);
  });

  it('keeps line breaks and any script in a message', async () => {
    const message = 'पहली पंक्ति\nDeuxième ligne\r\nالسطر الثالث\ttab';
    const response = await postLead(server.origin, { ...validContact, email: 'lines@example.com', message });
    expect(response.status).toBe(200);
    expect((await server.store.list()).at(-1)?.message).toBe(message);
  });

  it('answers an identical lead again with 200 but stores it once', async () => {
    const lead = { ...validContact, email: 'twice@example.com' };
    const before = (await server.store.list()).length;
    expect((await postLead(server.origin, lead)).status).toBe(200);
    expect((await postLead(server.origin, lead)).status).toBe(200);
    expect(await server.store.list()).toHaveLength(before + 1);
    // A different message is a new lead.
    expect((await postLead(server.origin, { ...lead, message: 'And a conveyor too.' })).status).toBe(200);
    expect(await server.store.list()).toHaveLength(before + 2);
  });

  it('answers a URL it cannot decode with 400, the security headers, and without echoing it', async () => {
    const response = await rawGet(server.origin, '/%E0%A4%A-probe');
    expect(response.status).toBe(400);
    expect(response.headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'self'"));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toContain('probe');
  });

  it('sends no HSTS over plain HTTP without a proxy', async () => {
    expect((await fetch(`${server.origin}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('closes a connection whose request never finishes arriving', async () => {
    const { hostname, port } = new URL(server.origin);
    const socket = connect(Number(port), hostname);
    socket.write(
      'POST /api/query/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });
});

describe('behind a trusted proxy', () => {
  it('sends HSTS (the proxy terminates HTTPS)', async () => {
    const server = await startTestServer({ trustProxy: '127.0.0.1' });
    try {
      const response = await fetch(`${server.origin}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    } finally {
      await server.close();
    }
  });
});

describe('SIGTERM', () => {
  let tempDir: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
    await writeFixtureDist(path.join(tempDir, 'dist'));
  });
  afterAll(async () => {
    await rm(tempDir, { recursive: true, force: true });
  });

  it('stops even while a client trickles a body, after the shutdown deadline', async () => {
    const server = await startServerProcess({
      DIST_DIR: path.join(tempDir, 'dist'),
      DATABASE_URL: `sqlite:${path.join(tempDir, 'leads.db')}`,
      SHUTDOWN_TIMEOUT_MS: '500',
    });
    const { hostname, port } = new URL(server.origin);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/query/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
    );
    // One byte every 100 ms: always active, so no idle timeout ends it.
    const trickle = setInterval(() => socket.write(' '), 100);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }, 20_000);
});
