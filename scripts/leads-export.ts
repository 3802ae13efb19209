/**
 * `npm run --silent leads:export [-- --since 2026-01-01] > leads.csv`
 * Prints every lead from the database DATABASE_URL names (default sqlite:data/leads.db) as CSV,
 * with the status of its deliveries (e-mail, webhook).
 */
import { parseArgs } from 'node:util';
import { deliveryStatusByLead } from '../src/server/export/deliveries-report.ts';
import { leadsToCsv, parseSince } from '../src/server/export/leads-csv.ts';
import { DEFAULT_DATABASE_URL, openStore } from '../src/server/storage/open-store.ts';

const USAGE = 'Usage: npm run --silent leads:export [-- --since YYYY-MM-DD] > leads.csv';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { since: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const since = values.since === undefined ? undefined : parseSince(values.since);
  // Never create an empty database here: a wrong DATABASE_URL or directory must not look like "no leads".
  const store = await openStore(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, { create: false });
  try {
    const deliveries = deliveryStatusByLead(await store.listDeliveries());
    process.stdout.write(leadsToCsv(await store.list({ since }), deliveries));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(`leads:export failed: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exitCode = 1;
});
