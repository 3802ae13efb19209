import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  inDueOrder,
  toDraftChoice,
  toDraftRecord,
  toIso,
  toScheduledClaim,
  type CurrentDraftRow,
  type DraftRow,
} from './admin-rows.ts';
import { isoAfter, SCHEDULE_LEASE_MS, type DraftMethods } from './admin-store.ts';

/** The status of drafts in PostgreSQL (their content is in git), shared by every instance. */
export function postgresDrafts(pool: pg.Pool, clock: () => string): DraftMethods {
  return {
    async upsertDraft(draft) {
      const { rows } = await pool.query<DraftRow>(
        `INSERT INTO admin_drafts (branch, author_email, title, status, comment, created_at, updated_at)
         VALUES ($1, $2, $3, coalesce($4, 'editing'), NULL, $5, $5)
         ON CONFLICT (branch) DO UPDATE SET author_email = excluded.author_email, title = excluded.title,
           status = coalesce($4, admin_drafts.status), updated_at = excluded.updated_at
         RETURNING *`,
        [draft.branch, draft.authorEmail, draft.title, draft.status ?? null, clock()],
      );
      return toDraftRecord(rows[0]!);
    },
    async draft(branch) {
      const { rows } = await pool.query<DraftRow>('SELECT * FROM admin_drafts WHERE branch = $1', [branch]);
      return rows[0] && toDraftRecord(rows[0]);
    },
    async listDrafts(statuses) {
      const { rows } =
        statuses === undefined
          ? await pool.query<DraftRow>('SELECT * FROM admin_drafts ORDER BY updated_at DESC')
          : await pool.query<DraftRow>('SELECT * FROM admin_drafts WHERE status = ANY($1) ORDER BY updated_at DESC', [
              [...statuses],
            ]);
      return rows.map(toDraftRecord);
    },
    async setDraftStatus(branch, status, comment) {
      await pool.query(
        `UPDATE admin_drafts SET status = $2, updated_at = $3,
           comment = CASE WHEN $4 THEN comment ELSE $5 END,
           scheduled_at = CASE WHEN $2 IN ('published', 'discarded') THEN NULL ELSE scheduled_at END,
           claim = CASE WHEN $2 IN ('published', 'discarded') THEN NULL ELSE claim END,
           claimed_until = CASE WHEN $2 IN ('published', 'discarded') THEN NULL ELSE claimed_until END
         WHERE branch = $1`,
        [branch, status, clock(), comment === undefined, comment ?? null],
      );
    },
    async scheduleDraft(branch, at) {
      // A new time (or none) is a new schedule: a claim on the old one ends with it.
      await pool.query(
        'UPDATE admin_drafts SET scheduled_at = $2, updated_at = $3, claim = NULL, claimed_until = NULL WHERE branch = $1',
        [branch, at === null ? null : toIso(at), clock()],
      );
    },
    async claimDueDrafts(now, leaseMs = SCHEDULE_LEASE_MS) {
      const at = toIso(now);
      // SKIP LOCKED: a row another instance is claiming right now is its, not ours; FOR UPDATE re-reads
      // a row committed since this statement began and checks the lease again, so none is handed out twice.
      const { rows } = await pool.query<DraftRow>(
        `WITH due AS (
           SELECT branch FROM admin_drafts
           WHERE scheduled_at IS NOT NULL AND scheduled_at <= $1 AND status NOT IN ('published', 'discarded')
             AND (claimed_until IS NULL OR claimed_until <= $1)
           FOR UPDATE SKIP LOCKED)
         UPDATE admin_drafts d SET claim = $2, claimed_until = $3
         FROM due WHERE d.branch = due.branch
         RETURNING d.*`,
        [at, randomUUID(), isoAfter(at, leaseMs)],
      );
      return inDueOrder(rows.map(toScheduledClaim));
    },
    async renewClaim(branch, held, until) {
      const result = await pool.query(
        `UPDATE admin_drafts SET claimed_until = $3 WHERE branch = $1 AND claim = $2
         AND scheduled_at IS NOT NULL AND status NOT IN ('published', 'discarded')`,
        [branch, held, toIso(until)],
      );
      return (result.rowCount ?? 0) > 0;
    },
    async finishClaim(branch, held) {
      await pool.query(
        'UPDATE admin_drafts SET scheduled_at = NULL, claim = NULL, claimed_until = NULL WHERE branch = $1 AND claim = $2',
        [branch, held],
      );
    },
    async currentDraftChoice(userId) {
      const { rows } = await pool.query<CurrentDraftRow>('SELECT branch FROM admin_current_drafts WHERE user_id = $1', [
        userId,
      ]);
      return toDraftChoice(rows[0]);
    },
    async setCurrentDraftChoice(userId, branch) {
      await pool.query(
        `INSERT INTO admin_current_drafts (user_id, branch) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET branch = excluded.branch`,
        [userId, branch],
      );
    },
  };
}
