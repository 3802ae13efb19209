/**
 * `npm start`: builds the site when dist/ is missing or stale, then serves it and the lead API.
 * Environment: PORT, HOST, DATABASE_URL, LEAD_RATE_LIMIT, TRUST_PROXY (see README), and for
 * tests SKIP_BUILD=1 with DIST_DIR.
 */
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.ts';
import { createServer } from './create-server.ts';
import { readServerConfig } from './server-config.ts';
import { openStore, redactPassword } from './storage/open-store.ts';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  const config = readServerConfig(process.env, rootDir);
  if (!config.skipBuild) await buildIfStale({ rootDir, distDir: config.distDir });

  const store = await openStore(config.databaseUrl);
  const app = await createServer({
    distDir: config.distDir,
    store,
    apiBase: config.apiBase,
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second Ctrl+C: stop waiting
    stopping = true;
    app.log.info(`${signal}: finishing open requests`);
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Site and lead API on ${address} (leads: ${redactPassword(config.databaseUrl)})`);
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
