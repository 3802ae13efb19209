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
  /** ADMIN=on: the editor, drafts and publishing at /admin (src/admin/server); null when off. */
  admin: AdminConfig | null;
}

/** Where the admin finds the content and keeps its own files (read only when ADMIN=on). */
export interface AdminConfig {
  /** CONTENT_DIR: the git work tree holding the content. Default: the project checkout. */
  contentDir: string;
  /** CONTENT_BRANCH: the published branch. Default main. */
  contentBranch: string;
  /** CONTENT_REMOTE: a git URL or path every publish is pushed to and other instances fetch from. */
  contentRemote: string | undefined;
  /** ADMIN_STATE_DIR: draft worktrees, site releases and which commit is served. Default data/admin. */
  stateDir: string;
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
    admin: parseAdminSwitch(env.ADMIN) ? readAdminConfig(env, rootDir) : null,
  };
}

function parseAdminSwitch(value: string | undefined): boolean {
  const switchValue = (value ?? '').trim().toLowerCase();
  if (['', 'off', '0', 'false'].includes(switchValue)) return false;
  if (['on', '1', 'true'].includes(switchValue)) return true;
  throw new Error(`ADMIN must be "on" or "off" (got "${value}")`);
}

function readAdminConfig(env: NodeJS.ProcessEnv, rootDir: string): AdminConfig {
  const branch = env.CONTENT_BRANCH || 'main';
  // A name git would read as an option or a range must not reach a git command line.
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(branch) || branch.includes('..')) {
    throw new Error(`CONTENT_BRANCH must be a plain branch name such as main (got "${branch}")`);
  }
  return {
    contentDir: path.resolve(rootDir, env.CONTENT_DIR || '.'),
    contentBranch: branch,
    contentRemote: env.CONTENT_REMOTE || undefined,
    stateDir: path.resolve(rootDir, env.ADMIN_STATE_DIR || 'data/admin'),
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
