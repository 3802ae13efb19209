import type pg from 'pg';
import type { LeadStore } from './lead-store.ts';
import {
  LEAD_COLUMNS,
  leadValues,
  toDeliveryRecord,
  toStoredLead,
  type DeliveryRow,
  type LeadRow,
} from './lead-rows.ts';
import { DUPLICATE_WINDOW_MS, type ChannelName } from './outbox-records.ts';

type OutboxMethods = Pick<
  LeadStore,
  'add' | 'claimDeliveries' | 'recordAttempt' | 'listDeliveries' | 'retryDead' | 'outboxHealth' | 'countHit'
>;

/** Any fixed number; with the e-mail's hash it serialises identical leads arriving at two instances at once. */
const DUPLICATE_LOCK_SPACE = 4_872_120;

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

/** The outbox on PostgreSQL, shared by every server instance: claims use FOR UPDATE SKIP LOCKED plus a lease. */
export function postgresOutbox(pool: pg.Pool): OutboxMethods {
  let lastSweep = 0;
  return {
    add: (lead, channels = []) =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [DUPLICATE_LOCK_SPACE, lead.email]);
        const since = new Date(Date.parse(lead.createdAt) - DUPLICATE_WINDOW_MS).toISOString();
        const earlier = await client.query<{ id: string }>(
          `SELECT id FROM leads WHERE email = $1 AND kind = $2 AND message IS NOT DISTINCT FROM $3
             AND brochure IS NOT DISTINCT FROM $4 AND created_at >= $5 ORDER BY id DESC LIMIT 1`,
          [lead.email, lead.kind, lead.message, lead.brochure, since],
        );
        if (earlier.rows[0]) return { id: Number(earlier.rows[0].id), duplicate: true };
        const inserted = await client.query<{ id: string }>(
          `INSERT INTO leads (${LEAD_COLUMNS})
           VALUES (${LEAD_COLUMNS.split(',')
             .map((_column, index) => `$${index + 1}`)
             .join(', ')}) RETURNING id`,
          leadValues(lead),
        );
        const id = Number(inserted.rows[0]!.id);
        for (const channel of channels) {
          await client.query(
            `INSERT INTO lead_deliveries (lead_id, channel, status, created_at, next_attempt_at)
             VALUES ($1, $2, 'pending', $3, $3)`,
            [id, channel, lead.createdAt],
          );
        }
        return { id, duplicate: false };
      }),

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

    async countHit(key, windowMs, now) {
      // Fixed windows: every instance maps the same instant to the same window_start.
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const { rows } = await pool.query<{ hits: number }>(
        `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits`,
        [key, windowStart],
      );
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        await pool.query('DELETE FROM rate_limit_hits WHERE window_start < $1', [windowStart - windowMs]);
      }
      return { hits: rows[0]!.hits, windowEndsAt: windowStart + windowMs };
    },
  };
}
