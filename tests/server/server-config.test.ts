import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPath } from '../../src/server/api-base.ts';
import { readServerConfig } from '../../src/server/server-config.ts';

describe('readServerConfig', () => {
  let rootDir: string;
  beforeAll(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'server-config-'));
  });
  afterAll(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  it('defaults to 127.0.0.1:3000, sqlite:data/leads.db, 10 leads a minute and /api/', () => {
    expect(readServerConfig({}, rootDir)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:data/leads.db',
      rateLimit: { max: 10, timeWindowMs: 60_000 },
      apiBase: '/api/',
      distDir: path.join(rootDir, 'dist'),
      skipBuild: false,
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      sqliteSynchronous: 'normal',
      maxConnectionsPerIp: 32,
      admin: null,
    });
  });

  it('reads PORT, HOST, DATABASE_URL, LEAD_RATE_LIMIT and TRUST_PROXY', () => {
    const config = readServerConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://leads@db/leads',
        LEAD_RATE_LIMIT: 'off',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1',
        SHUTDOWN_TIMEOUT_MS: '2500',
        SQLITE_SYNCHRONOUS: 'FULL',
        MAX_CONNECTIONS_PER_IP: '8',
      },
      rootDir,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://leads@db/leads',
      rateLimit: false,
      trustProxy: ['10.0.0.0/8', '192.168.1.10', '::1'],
      shutdownTimeoutMs: 2500,
      sqliteSynchronous: 'full',
      maxConnectionsPerIp: 8,
    });
  });

  it.each([
    ['MAX_CONNECTIONS_PER_IP', '0', /MAX_CONNECTIONS_PER_IP must be a whole number from 1 to 1024/],
    ['MAX_CONNECTIONS_PER_IP', '2000', /MAX_CONNECTIONS_PER_IP must be a whole number from 1 to 1024/],
    ['SQLITE_SYNCHRONOUS', 'off', /SQLITE_SYNCHRONOUS must be "normal" or "full"/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => readServerConfig({ [name]: value }, rootDir)).toThrow(message);
  });

  it.each(['true', '1', 'loadbalancer', '10.0.0.0/33', '10.0.0.0/8/1', '*'])(
    'refuses TRUST_PROXY=%s: only proxy addresses or CIDR ranges, so no client can forge its address',
    (value) => {
      expect(() => readServerConfig({ TRUST_PROXY: value }, rootDir)).toThrow(
        /TRUST_PROXY must list the proxy addresses/,
      );
    },
  );

  it('rejects a PORT that is not a port number', () => {
    expect(() => readServerConfig({ PORT: 'eighty' }, rootDir)).toThrow('PORT must be 0-65535 (got "eighty")');
  });

  it('takes the API base from site.json, and VITE_API_BASE over it (as the browser bundle does)', async () => {
    await writeFile(path.join(rootDir, 'site.json'), JSON.stringify({ apiBase: '/backend/' }));
    expect(readServerConfig({}, rootDir).apiBase).toBe('/backend/');
    expect(readServerConfig({ VITE_API_BASE: 'https://api.example.in/' }, rootDir).apiBase).toBe(
      'https://api.example.in/',
    );
  });
});

describe('leadPath', () => {
  it.each([
    ['/api/', '/api/query/add'],
    ['/', '/query/add'],
    ['https://api.example.in/v1/', '/v1/query/add'],
  ])('answers leads for apiBase %s on %s', (apiBase, expected) => {
    expect(leadPath(apiBase)).toBe(expected);
  });
});
