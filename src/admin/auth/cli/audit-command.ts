import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL } from '../../../server/storage/open-store.ts';
import { MAX_AUDIT_LIMIT } from '../../store/admin-store.ts';
import { openAdminStore } from '../../store/open-admin-store.ts';
import { formatTable, formatTime } from './text-table.ts';

export const AUDIT_USAGE = `Usage: npm run audit [-- --limit N] [--json]
Prints the newest entries of the admin's audit log (logins, saves, publishes, user changes), newest first:
50 by default, at most ${MAX_AUDIT_LIMIT}. --json prints them as a JSON array. The database is the one
DATABASE_URL names (default ${DEFAULT_DATABASE_URL}).`;

const DEFAULT_LIMIT = 50;

/** `npm run audit`: returns the exit code (0 done, 1 failed, 2 called wrongly). */
export async function runAuditCommand(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { limit: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${AUDIT_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(AUDIT_USAGE);
    return 0;
  }
  const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_AUDIT_LIMIT) {
    console.error(
      `--limit must be a whole number from 1 to ${MAX_AUDIT_LIMIT} (got "${values.limit}").\n\n${AUDIT_USAGE}`,
    );
    return 2;
  }
  try {
    const store = await openAdminStore(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, { create: false });
    try {
      const entries = await store.listAudit({ limit });
      if (values.json) console.log(JSON.stringify(entries, null, 2));
      else if (entries.length === 0) console.log('The audit log is empty.');
      else {
        const rows = entries.map((entry) => [
          formatTime(entry.at),
          entry.actor ?? '-',
          entry.action,
          entry.subject,
          entry.detail,
        ]);
        console.log(formatTable(['When', 'Who', 'Action', 'Subject', 'Detail'], rows));
      }
      return 0;
    } finally {
      await store.close();
    }
  } catch (error) {
    console.error(`audit failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
