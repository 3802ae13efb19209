import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_API_BASE } from './api-base.ts';
import { parseLeadRateLimit, type LeadRateLimit } from './rate-limit.ts';
import { DEFAULT_DATABASE_URL } from './storage/open-store.ts';
import type { SqliteSynchronous } from './storage/sqlite-store.ts';
import { DEFAULT_LIMITS } from './server-limits.ts';

/** Everything `npm start` reads from the environment, checked once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  rateLimit: LeadRateLimit;
  apiBase: string;
  distDir: string;
  /** SKIP_BUILD=1 serves DIST_DIR as it is (tests, containers that built in an earlier step). */
  skipBuild: boolean;
  /** Proxy addresses / CIDR ranges whose X-Forwarded-For is believed, or false. */
  trustProxy: string[] | false;
  /** How long SIGTERM waits for open requests before cutting their connections (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** SQLITE_SYNCHRONOUS: normal (survives a process crash) or full (survives a power cut too). */
  sqliteSynchronous: SqliteSynchronous;
  /** MAX_CONNECTIONS_PER_IP: open connections per client address (per forwarded client behind TRUST_PROXY). */
  maxConnectionsPerIp: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv, rootDir: string): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    rateLimit: parseLeadRateLimit(env.LEAD_RATE_LIMIT),
    // The same precedence as the browser bundle (src/browser/forms/api-base.ts), so forms and server agree.
    apiBase: env.VITE_API_BASE || siteApiBase(rootDir),
    distDir: path.resolve(rootDir, env.DIST_DIR || 'dist'),
    skipBuild: env.SKIP_BUILD === '1' || env.SKIP_BUILD === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownTimeoutMs: parseShutdownTimeout(env.SHUTDOWN_TIMEOUT_MS),
    sqliteSynchronous: parseSqliteSynchronous(env.SQLITE_SYNCHRONOUS),
    maxConnectionsPerIp: parseMaxConnectionsPerIp(env.MAX_CONNECTIONS_PER_IP),
  };
}

function parseMaxConnectionsPerIp(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_LIMITS.maxConnectionsPerIp;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1 || max > DEFAULT_LIMITS.maxConnections) {
    throw new Error(
      `MAX_CONNECTIONS_PER_IP must be a whole number from 1 to ${DEFAULT_LIMITS.maxConnections} (got "${value}")`,
    );
  }
  return max;
}

function parseSqliteSynchronous(value: string | undefined): SqliteSynchronous {
  const mode = (value ?? '').trim().toLowerCase();
  if (mode === '' || mode === 'normal') return 'normal';
  if (mode === 'full') return 'full';
  throw new Error(`SQLITE_SYNCHRONOUS must be "normal" or "full" (got "${value}")`);
}

function parseShutdownTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds (got "${value}")`);
  return ms;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535 (got "${value}")`);
  return port;
}

/**
 * A comma-separated list of proxy addresses or CIDR ranges (10.0.0.0/8, ::1). Never "true": trusting
 * every hop lets any client pick its own address with X-Forwarded-For and dodge the lead limit.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  if (!value || value.trim() === '' || value.trim() === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrCidr(entry)) {
      throw new Error(
        `TRUST_PROXY must list the proxy addresses or CIDR ranges in front of this server, e.g. 10.0.0.0/8,127.0.0.1 (got "${entry}"${entry === 'true' ? ': "true" would let any client forge its address' : ''})`,
      );
    }
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

function siteApiBase(rootDir: string): string {
  const file = path.join(rootDir, 'site.json');
  if (!existsSync(file)) return DEFAULT_API_BASE;
  const site = JSON.parse(readFileSync(file, 'utf8')) as { apiBase?: string };
  return site.apiBase ?? DEFAULT_API_BASE;
}
