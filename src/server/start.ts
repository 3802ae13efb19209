/**
 * The production server: serves the built site in DIST_DIR (default dist/), the lead API and the
 * lead delivery worker. Environment: PORT, HOST, DATABASE_URL, LEAD_RATE_LIMIT, TRUST_PROXY,
 * SMTP_URL, LEAD_WEBHOOK_URL, LOG_LEVEL and the rest in docs/operations.md. It never builds: `npm start`
 * (scripts/start.ts) brings dist/ up to date first, then runs this module.
 * With ADMIN=on it also serves /admin (src/admin/server) and the public site from the admin's releases
 * of the published content (CONTENT_DIR, CONTENT_BRANCH, CONTENT_REMOTE) instead of DIST_DIR.
 */
import { fileURLToPath } from 'node:url';
import { startContentRebuildTimer } from './content-rebuild-timer.ts';
import { contentScheduleReader } from './content-schedule.ts';
import { createServer } from './create-server.ts';
import { loadAdmin } from './load-admin.ts';
import { openDistRebuilds } from './rebuild-dist.ts';
import { siteDownloadFileName } from './forms/site-download-name.ts';
import { configuredChannels, readDeliveryConfig } from './delivery/delivery-config.ts';
import { startDelivery } from './delivery/start-delivery.ts';
import { loggerOptions } from './logger-options.ts';
import { readServerConfig } from './server-config.ts';
import { openStore, redactPassword } from './storage/open-store.ts';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  const config = readServerConfig(process.env, rootDir);
  const delivery = readDeliveryConfig(process.env);
  const store = await openStore(config.databaseUrl, { sqliteSynchronous: config.sqliteSynchronous });
  // Loaded only with ADMIN=on: without it nothing of the admin is even imported.
  const admin = config.admin
    ? await (
        await loadAdmin()
      ).startAdmin({
        config: config.admin,
        databaseUrl: config.databaseUrl,
        engineRoot: rootDir,
        log: {
          info: (message) => console.log(`admin: ${message}`),
          error: (message) => console.error(`admin: ${message}`),
        },
      })
    : null;
  // With ADMIN=on the admin rebuilds its releases at the next content change (start-admin.ts); else dist/ here,
  // served through a snapshot so the rebuild's swap never leaves a file missing (rebuild-dist.ts).
  // CONTENT_NOW fixes the content's clock (previews, tests): nothing ever falls due, so no timer.
  const fixedClock = Boolean(process.env.CONTENT_NOW);
  const distRebuilds =
    admin || fixedClock
      ? null
      : await openDistRebuilds({
          rootDir,
          distDir: config.distDir,
          skipBuild: config.skipBuild,
          log: { error: (message) => console.error(message) },
        });
  let wakeWorker = () => {};
  const app = await createServer({
    distDir: admin?.servedDir ?? distRebuilds?.servedDir ?? config.distDir,
    store,
    apiBase: config.apiBase,
    downloadFileName: siteDownloadFileName(rootDir),
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
    channels: configuredChannels(delivery),
    onLeadStored: () => wakeWorker(),
    limits: { maxConnectionsPerIp: config.maxConnectionsPerIp },
    logger: loggerOptions(process.env, process.stdout.isTTY === true),
  });
  await admin?.register(app, { secure: config.trustProxy !== false });
  // Pending deliveries left by a crash are due already: the worker sends them on its first pass.
  const worker = startDelivery(delivery, store, app.log);
  if (worker) wakeWorker = () => worker.wake();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second Ctrl+C: stop waiting
    stopping = true;
    app.log.info(`${signal}: finishing open requests`);
    // A client trickling a body must not hold the stop: after the deadline its connection is cut.
    const deadline = setTimeout(() => {
      app.log.warn(`still open after ${config.shutdownTimeoutMs} ms: closing the remaining connections`);
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await app.close();
    // A delivery still in flight after this keeps its lease and is sent again on the next start.
    await Promise.race([
      worker?.stop(),
      new Promise((resolve) => setTimeout(resolve, config.shutdownTimeoutMs).unref()),
    ]);
    await contentTimer?.stop();
    await distRebuilds?.close();
    await admin?.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  const address = await app.listen({ port: config.port, host: config.host });
  const backgroundLog = {
    info: (message: string) => app.log.info(message),
    error: (message: string) => app.log.error(message),
  };
  admin?.startBackground(backgroundLog);
  const contentTimer = distRebuilds
    ? startContentRebuildTimer({
        nextChange: async () => (await contentScheduleReader(distRebuilds.servedDir)()).nextChange,
        rebuild: () => distRebuilds.rebuild(),
        log: backgroundLog,
      })
    : null;
  console.log(`Site and lead API on ${address} (leads: ${redactPassword(config.databaseUrl)})`);
  if (admin) console.log(`Admin (editor, drafts, publishing) on ${address}/admin/`);
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
