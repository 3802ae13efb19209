import type pg from 'pg';
import type { LeadStore } from './lead-store.ts';
import {
  dedupeKey,
  LEAD_COLUMNS,
  leadValues,
  toDeliveryRecord,
  toStoredLead,
  type DeliveryRow,
  type LeadRow,
} from './lead-rows.ts';
import { decide } from '../sliding-window-limit.ts';
import { groupCommit } from './group-commit.ts';
import type { NewLead } from './lead-store.ts';
import { DUPLICATE_WINDOW_MS, type AddResult, type ChannelName } from './outbox-records.ts';

type OutboxMethods = Pick<
  LeadStore,
  'add' | 'claimDeliveries' | 'recordAttempt' | 'listDeliveries' | 'retryDead' | 'outboxHealth' | 'takeRateLimitHit'
>;

/** Any fixed number; with the e-mail's hash it serialises identical leads arriving at two instances at once. */
const DUPLICATE_LOCK_SPACE = 4_872_120;
/** The same, for one client's rate-limit count. */
const RATE_LIMIT_LOCK_SPACE = 4_872_121;

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

interface NewLeadWithChannels {
  lead: NewLead;
  channels: readonly ChannelName[];
}

/**
 * Writes a batch of leads in the caller's transaction: the duplicate keys locked (in one order, so two
 * instances cannot deadlock) and looked up with one index query, the new leads and their delivery rows
 * inserted with one statement each.
 */
async function addBatch(client: pg.PoolClient, batch: NewLeadWithChannels[]): Promise<AddResult[]> {
  const keys = batch.map(({ lead }) => dedupeKey(lead));
  // Serialises identical leads arriving at once (two instances, or two batches of one). Locks are
  // taken in hash order, so two batches can never each hold one the other waits for.
  await client.query(
    `SELECT pg_advisory_xact_lock($1, h) FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest($2::text[]) AS k ORDER BY h) AS sorted`,
    [DUPLICATE_LOCK_SPACE, keys],
  );
  const oldest = batch.reduce(
    (min, { lead }) => (lead.createdAt < min ? lead.createdAt : min),
    batch[0]!.lead.createdAt,
  );
  const since = new Date(Date.parse(oldest) - DUPLICATE_WINDOW_MS).toISOString();
  const { rows: earlier } = await client.query<{ dedupe_key: string; id: string; created_at: Date }>(
    `SELECT DISTINCT ON (dedupe_key) dedupe_key, id, created_at FROM leads
     WHERE dedupe_key = ANY($1) AND created_at >= $2 ORDER BY dedupe_key, created_at DESC`,
    [keys, since],
  );
  const known = new Map(earlier.map((row) => [row.dedupe_key, { id: Number(row.id), at: row.created_at.getTime() }]));
  const results: (AddResult | null)[] = [];
  const fresh: { lead: NewLead; key: string; channels: readonly ChannelName[]; index: number }[] = [];
  const firstInBatch = new Map<string, number>();
  batch.forEach(({ lead, channels }, index) => {
    const key = keys[index]!;
    const stored = known.get(key);
    if (stored && Date.parse(lead.createdAt) - stored.at <= DUPLICATE_WINDOW_MS) {
      results.push({ id: stored.id, duplicate: true });
    } else if (firstInBatch.has(key)) {
      results.push(null); // the same lead twice in one batch: filled in with the first one's id below
    } else {
      firstInBatch.set(key, index);
      fresh.push({ lead, key, channels, index });
      results.push(null);
    }
  });
  if (fresh.length > 0) {
    const columns = LEAD_COLUMNS.split(',').length;
    const values = fresh.flatMap(({ lead, key }) => leadValues(lead, key));
    const placeholders = fresh
      .map(
        (_lead, row) =>
          `(${Array.from({ length: columns }, (_c, column) => `$${row * columns + column + 1}`).join(', ')})`,
      )
      .join(', ');
    // Each delivery row names its lead by duplicate key (unique among the fresh leads): the leads and
    // their deliveries go in with one statement, one round trip.
    const deliveries = fresh.flatMap(({ key, channels }) => channels.map((channel) => [key, channel] as const));
    const next = values.length;
    const { rows } = await client.query<{ id: string; dedupe_key: string }>(
      `WITH inserted AS (
         INSERT INTO leads (${LEAD_COLUMNS}) VALUES ${placeholders} RETURNING id, dedupe_key, created_at),
       deliveries AS (
         INSERT INTO lead_deliveries (lead_id, channel, status, created_at, next_attempt_at)
         SELECT i.id, d.channel, 'pending', i.created_at, i.created_at
         FROM unnest($${next + 1}::text[], $${next + 2}::text[]) AS d (dedupe_key, channel)
         JOIN inserted i ON i.dedupe_key = d.dedupe_key)
       SELECT id, dedupe_key FROM inserted`,
      [...values, deliveries.map((d) => d[0]), deliveries.map((d) => d[1])],
    );
    // RETURNING's order is not promised: match the ids back by key.
    const idOf = new Map(rows.map((row) => [row.dedupe_key, Number(row.id)]));
    for (const { index, key } of fresh) results[index] = { id: idOf.get(key)!, duplicate: false };
  }
  return results.map(
    (result, index) => result ?? { id: results[firstInBatch.get(keys[index]!)!]!.id, duplicate: true },
  );
}

/** The outbox on PostgreSQL, shared by every server instance: claims use FOR UPDATE SKIP LOCKED plus a lease. */
export function postgresOutbox(pool: pg.Pool): OutboxMethods {
  // Leads arriving together are committed together (one WAL flush), each answered after that commit.
  const adds = groupCommit<NewLeadWithChannels, AddResult>({
    commit: (batch) => inTransaction(pool, (client) => addBatch(client, batch)),
    // Fewer than the pool's 10 connections: the delivery worker and the rate limit need some too.
    concurrency: 4,
  });
  let lastSweep = 0;
  return {
    add: (lead, channels = []) => adds.submit({ lead, channels }),

    async claimDeliveries({ now, leaseUntil, limit }) {
      // SKIP LOCKED: an instance claiming at the same moment passes over these rows instead of
      // waiting; the lease keeps them from every other instance until the attempt is recorded.
      const { rows } = await pool.query<LeadRow & { delivery_id: string; channel: ChannelName; attempts: number }>(
        `WITH claimed AS (
           UPDATE lead_deliveries SET locked_until = $2
           WHERE id IN (
             SELECT id FROM lead_deliveries
             WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
             ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
           RETURNING id, lead_id, channel, attempts)
         SELECT c.id AS delivery_id, c.channel, c.attempts, l.* FROM claimed c JOIN leads l ON l.id = c.lead_id
         ORDER BY c.id`,
        [now, leaseUntil, limit],
      );
      return rows.map((row) => ({
        id: Number(row.delivery_id),
        channel: row.channel,
        attempts: row.attempts,
        lead: toStoredLead(row),
      }));
    },

    recordAttempt: ({ deliveryId, attemptedAt, error, nextAttemptAt }) =>
      inTransaction(pool, async (client) => {
        await client.query('INSERT INTO delivery_attempts (delivery_id, attempted_at, error) VALUES ($1, $2, $3)', [
          deliveryId,
          attemptedAt,
          error,
        ]);
        const status = error === null ? 'sent' : nextAttemptAt === null ? 'dead' : 'pending';
        await client.query(
          `UPDATE lead_deliveries SET status = $1, attempts = attempts + 1, last_error = coalesce($2, last_error),
             next_attempt_at = coalesce($3, next_attempt_at), sent_at = $4, locked_until = NULL
           WHERE id = $5 AND status = 'pending'`,
          [status, error, nextAttemptAt, error === null ? attemptedAt : null, deliveryId],
        );
      }),

    async listDeliveries(statuses) {
      const { rows } = statuses
        ? await pool.query<DeliveryRow>('SELECT * FROM lead_deliveries WHERE status = ANY($1) ORDER BY id', [statuses])
        : await pool.query<DeliveryRow>('SELECT * FROM lead_deliveries ORDER BY id');
      return rows.map(toDeliveryRecord);
    },

    async retryDead(now) {
      const result = await pool.query(
        `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1, locked_until = NULL
         WHERE status = 'dead'`,
        [now],
      );
      return result.rowCount ?? 0;
    },

    async outboxHealth() {
      const { rows } = await pool.query<{ pending: string; dead: string; oldest: Date | null }>(
        `SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'dead') AS dead,
           min(created_at) FILTER (WHERE status = 'pending') AS oldest
         FROM lead_deliveries WHERE status <> 'sent'`,
      );
      const row = rows[0]!;
      return {
        pending: Number(row.pending),
        dead: Number(row.dead),
        oldestPendingAt: row.oldest?.toISOString() ?? null,
      };
    },

    async takeRateLimitHit(key, max, windowMs, now) {
      const decision = await inTransaction(pool, async (client) => {
        // Two instances counting the same client wait for each other: neither lets a request past the limit.
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RATE_LIMIT_LOCK_SPACE, key]);
        const { rows } = await client.query<{ at: string }>(
          'SELECT at FROM rate_limit_events WHERE key = $1 AND at > $2 ORDER BY at',
          [key, now - windowMs],
        );
        const result = decide(
          rows.map((row) => Number(row.at)),
          max,
          windowMs,
          now,
        );
        if (result.allowed) await client.query('INSERT INTO rate_limit_events (key, at) VALUES ($1, $2)', [key, now]);
        return result;
      });
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        await pool.query('DELETE FROM rate_limit_events WHERE at <= $1', [now - windowMs]);
      }
      return decision;
    },
  };
}
