/**
 * The production server: serves the built site in DIST_DIR (default dist/) and the lead API.
 * Environment: PORT, HOST, DATABASE_URL, LEAD_RATE_LIMIT, TRUST_PROXY (see README). It never builds:
 * `npm start` (scripts/start.ts) brings dist/ up to date first, then runs this module.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from './create-server.ts';
import { readServerConfig } from './server-config.ts';
import { openStore, redactPassword } from './storage/open-store.ts';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  const config = readServerConfig(process.env, rootDir);
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
