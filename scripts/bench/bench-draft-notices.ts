/**
 * The drafts list's notices on a busy site (issue 26): how GET /admin/api/drafts finds each draft's last refused
 * or failed publish, when the audit log holds `entries` entries and every refusal is older than the newest 1,000.
 * "newest 1,000": how the list read them before (the newest 1,000 entries of the whole log, then a filter);
 * "per draft": the store's latestAuditOf (one index lookup per draft). Runs alternate; SQLite, or the database
 * DATABASE_URL names (an empty PostgreSQL database: the bench adds its own rows).
 *   npx tsx scripts/bench/bench-draft-notices.ts [runs=9] [drafts=50] [entries=100000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { publishFailuresOf } from '../../src/admin/server/draft-publish-failures.ts';
import type { AdminStore, DraftRecord } from '../../src/admin/store/admin-store.ts';
import { openAdminStore } from '../../src/admin/store/open-admin-store.ts';
import { median } from './bench-median.ts';
import { ms, printTable } from './bench-table.ts';

const runs = Number(process.argv[2] ?? 9);
const draftCount = Number(process.argv[3] ?? 50);
const entryCount = Number(process.argv[4] ?? 100_000);

/** As the drafts list read refusals before latestAuditOf: the newest 1,000 entries, then each draft's newest. */
async function fromNewestThousand(store: AdminStore, drafts: readonly DraftRecord[]): Promise<number> {
  const updatedAt = new Map(drafts.map((draft) => [draft.branch, draft.updatedAt]));
  const found = new Set<string>();
  for (const entry of await store.listAudit({ limit: 1000 })) {
    const changed = updatedAt.get(entry.subject);
    if (entry.action !== 'publish-refused' || changed === undefined || found.has(entry.subject)) continue;
    if (entry.at >= changed) found.add(entry.subject);
  }
  return found.size;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-draft-notices-'));
const url = process.env.DATABASE_URL || `sqlite:${path.join(scratch, 'admin.db')}`;
const start = Date.parse('2026-11-01T00:00:00.000Z');
const store = await openAdminStore(url, { now: () => new Date(start) });
try {
  const drafts: DraftRecord[] = [];
  for (let index = 0; index < draftCount; index += 1) {
    drafts.push(await store.upsertDraft({ branch: `drafts/bench-${index}`, authorEmail: 'a@example.in', title: 'x' }));
  }
  const at = (offset: number) => new Date(start + 60_000 + offset).toISOString();
  // One refusal per draft, first; then the busy site's saves and logins, all newer.
  for (const [index, draft] of drafts.entries()) {
    await store.audit({
      actor: 'p@example.in',
      action: 'publish-refused',
      subject: draft.branch,
      detail: 'x',
      at: at(index),
    });
  }
  const started = performance.now();
  for (let index = 0; index < entryCount; index += 1) {
    const subject = index % 3 === 0 ? 'a@example.in' : drafts[index % drafts.length]!.branch;
    await store.audit({
      actor: 'a@example.in',
      action: index % 3 === 0 ? 'login' : 'save',
      subject,
      detail: '',
      at: at(draftCount + index),
    });
  }
  console.log(`${entryCount} audit entries written in ${ms(performance.now() - started)} ms (${url.split(':')[0]})`);

  const before: number[] = [];
  const after: number[] = [];
  let foundBefore = 0;
  let foundAfter = 0;
  for (let run = 0; run < runs; run += 1) {
    let t = performance.now();
    foundBefore = await fromNewestThousand(store, drafts);
    before.push(performance.now() - t);
    t = performance.now();
    foundAfter = (await publishFailuresOf(store, drafts)).size;
    after.push(performance.now() - t);
  }
  printTable(
    `Drafts list notices, ${draftCount} drafts, ${entryCount} newer audit entries, ${runs} runs alternating (ms)`,
    ['how', 'notices found', 'median', 'min', 'max'],
    [
      [
        'newest 1,000 (before)',
        `${foundBefore}/${draftCount}`,
        ms(median(before)),
        ms(Math.min(...before)),
        ms(Math.max(...before)),
      ],
      [
        'per draft (latestAuditOf)',
        `${foundAfter}/${draftCount}`,
        ms(median(after)),
        ms(Math.min(...after)),
        ms(Math.max(...after)),
      ],
    ],
  );
} finally {
  await store.close();
  rmSync(scratch, { recursive: true, force: true });
}
