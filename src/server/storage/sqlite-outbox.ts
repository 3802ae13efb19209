import type Database from 'better-sqlite3';
import type { LeadStore, NewLead } from './lead-store.ts';
import { groupCommit } from './group-commit.ts';
import {
  dedupeKey,
  LEAD_COLUMNS,
  leadValues,
  toDeliveryRecord,
  toStoredLead,
  type DeliveryRow,
  type LeadRow,
} from './lead-rows.ts';
import { DUPLICATE_WINDOW_MS, type AddResult, type ChannelName } from './outbox-records.ts';

interface NewLeadWithChannels {
  lead: NewLead;
  channels: readonly ChannelName[];
}

type OutboxMethods = Pick<
  LeadStore,
  'add' | 'claimDeliveries' | 'recordAttempt' | 'listDeliveries' | 'retryDead' | 'outboxHealth'
>;

/**
 * The outbox on SQLite. One server process per file: better-sqlite3 runs each transaction to the end
 * synchronously, so a claim can never interleave with another in the same process.
 */
export function sqliteOutbox(db: Database.Database): OutboxMethods {
  // Prepared once, on first use: the tables exist only after init() has migrated.
  let statements: ReturnType<typeof prepareAdd> | undefined;
  const addOne = (lead: NewLead, channels: readonly ChannelName[]): AddResult => {
    const { findDuplicate, insertLead, insertDelivery } = (statements ??= prepareAdd(db));
    const key = dedupeKey(lead);
    const since = new Date(Date.parse(lead.createdAt) - DUPLICATE_WINDOW_MS).toISOString();
    // Sees the leads written earlier in the same batch too: one connection reads its own writes.
    const earlier = findDuplicate.get(key, since);
    if (earlier) return { id: earlier.id, duplicate: true };
    const { lastInsertRowid } = insertLead.run(...leadValues(lead, key));
    const id = Number(lastInsertRowid);
    for (const channel of channels) insertDelivery.run(id, channel, lead.createdAt, lead.createdAt);
    return { id, duplicate: false };
  };
  const addBatch = db.transaction((batch: NewLeadWithChannels[]) =>
    batch.map(({ lead, channels }) => addOne(lead, channels)),
  );
  // Leads arriving together are committed together (one fsync), each answered after that commit.
  const adds = groupCommit<NewLeadWithChannels, AddResult>({ commit: (batch) => addBatch.immediate(batch) });

  const claim = db.transaction((now: string, leaseUntil: string, limit: number) => {
    const rows = db
      .prepare<[string, string, number], LeadRow & { delivery_id: number; channel: ChannelName; attempts: number }>(
        `SELECT d.id AS delivery_id, d.channel, d.attempts, l.* FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND (d.locked_until IS NULL OR d.locked_until <= ?)
         ORDER BY d.next_attempt_at, d.id LIMIT ?`,
      )
      .all(now, now, limit);
    const lock = db.prepare('UPDATE lead_deliveries SET locked_until = ? WHERE id = ?');
    for (const row of rows) lock.run(leaseUntil, row.delivery_id);
    return rows.map((row) => ({
      id: row.delivery_id,
      channel: row.channel,
      attempts: row.attempts,
      lead: toStoredLead(row),
    }));
  });

  const record = db.transaction(
    (deliveryId: number, attemptedAt: string, error: string | null, next: string | null) => {
      db.prepare('INSERT INTO delivery_attempts (delivery_id, attempted_at, error) VALUES (?, ?, ?)').run(
        deliveryId,
        attemptedAt,
        error,
      );
      const status = error === null ? 'sent' : next === null ? 'dead' : 'pending';
      db.prepare(
        `UPDATE lead_deliveries SET status = ?, attempts = attempts + 1, last_error = coalesce(?, last_error),
         next_attempt_at = coalesce(?, next_attempt_at), sent_at = ?, locked_until = NULL
       WHERE id = ? AND status = 'pending'`,
      ).run(status, error, next, error === null ? attemptedAt : null, deliveryId);
    },
  );

  return {
    add: (lead, channels = []) => adds.submit({ lead, channels }),
    async claimDeliveries({ now, leaseUntil, limit }) {
      return claim.immediate(now, leaseUntil, limit);
    },
    async recordAttempt({ deliveryId, attemptedAt, error, nextAttemptAt }) {
      record.immediate(deliveryId, attemptedAt, error, nextAttemptAt);
    },
    async listDeliveries(statuses) {
      const rows = db.prepare<[], DeliveryRow>('SELECT * FROM lead_deliveries ORDER BY id').all();
      return rows.filter((row) => !statuses || statuses.includes(row.status)).map(toDeliveryRecord);
    },
    async retryDead(now) {
      return db
        .prepare(
          `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, locked_until = NULL
           WHERE status = 'dead'`,
        )
        .run(now).changes;
    },
    async outboxHealth() {
      const row = db
        .prepare<[], { pending: number; dead: number; oldest: string | null }>(
          `SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'dead') AS dead,
             min(created_at) FILTER (WHERE status = 'pending') AS oldest
           FROM lead_deliveries WHERE status <> 'sent'`,
        )
        .get()!;
      return { pending: row.pending, dead: row.dead, oldestPendingAt: row.oldest };
    },
  };
}

function prepareAdd(db: Database.Database) {
  const findDuplicate = db.prepare<[string, string], { id: number }>(
    'SELECT id FROM leads WHERE dedupe_key = ? AND created_at >= ? ORDER BY created_at DESC LIMIT 1',
  );
  const insertLead = db.prepare(
    `INSERT INTO leads (${LEAD_COLUMNS}) VALUES (${LEAD_COLUMNS.split(',').fill('?').join(', ')})`,
  );
  const insertDelivery = db.prepare(
    `INSERT INTO lead_deliveries (lead_id, channel, status, created_at, next_attempt_at) VALUES (?, ?, 'pending', ?, ?)`,
  );
  return { findDuplicate, insertLead, insertDelivery };
}
