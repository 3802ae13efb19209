import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_API_BASE } from './api-base.ts';
import { parseLeadRateLimit, type LeadRateLimit } from './rate-limit.ts';
import { DEFAULT_DATABASE_URL } from './storage/open-store.ts';

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
  trustProxy: boolean | string;
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
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535 (got "${value}")`);
  return port;
}

/** "true" (trust every proxy), or a comma-separated list of proxy addresses / CIDR ranges. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function siteApiBase(rootDir: string): string {
  const file = path.join(rootDir, 'site.json');
  if (!existsSync(file)) return DEFAULT_API_BASE;
  const site = JSON.parse(readFileSync(file, 'utf8')) as { apiBase?: string };
  return site.apiBase ?? DEFAULT_API_BASE;
}
