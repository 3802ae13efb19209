/**
 * `npm run leads:deliveries [-- --retry]`
 * Lists the pending and dead lead deliveries in the database DATABASE_URL names, with their last
 * error; --retry makes every dead one pending again (the running server sends it within seconds).
 */
import { parseArgs } from 'node:util';
import { deliveriesReport } from '../src/server/export/deliveries-report.ts';
import { DEFAULT_DATABASE_URL, openStore } from '../src/server/storage/open-store.ts';

const USAGE = 'Usage: npm run leads:deliveries [-- --retry]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { retry: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const store = await openStore(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, { create: false });
  try {
    if (values.retry) {
      const count = await store.retryDead(new Date().toISOString());
      console.log(`${count} dead deliver${count === 1 ? 'y' : 'ies'} queued again.`);
    }
    process.stdout.write(deliveriesReport(await store.listDeliveries(['pending', 'dead'])));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(`leads:deliveries failed: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exitCode = 1;
});
