import type pg from 'pg';
import { toDraftRecord, toIso, type DraftRow } from './admin-rows.ts';
import type { AdminStore } from './admin-store.ts';

type DraftMethods = Pick<
  AdminStore,
  'upsertDraft' | 'draft' | 'listDrafts' | 'setDraftStatus' | 'scheduleDraft' | 'claimDueDrafts'
>;

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
           scheduled_at = CASE WHEN $2 IN ('published', 'discarded') THEN NULL ELSE scheduled_at END
         WHERE branch = $1`,
        [branch, status, clock(), comment === undefined, comment ?? null],
      );
    },
    async scheduleDraft(branch, at) {
      await pool.query('UPDATE admin_drafts SET scheduled_at = $2, updated_at = $3 WHERE branch = $1', [
        branch,
        at === null ? null : toIso(at),
        clock(),
      ]);
    },
    async claimDueDrafts(now) {
      // SKIP LOCKED: a row another instance is claiming right now is its, not ours; the UPDATE's own
      // row lock and re-check make sure no row is handed out twice. `due` still holds the old time.
      const { rows } = await pool.query<DraftRow & { due_at: Date }>(
        `WITH due AS (
           SELECT branch, scheduled_at FROM admin_drafts
           WHERE scheduled_at IS NOT NULL AND scheduled_at <= $1 AND status NOT IN ('published', 'discarded')
           FOR UPDATE SKIP LOCKED)
         UPDATE admin_drafts d SET scheduled_at = NULL, updated_at = $1
         FROM due WHERE d.branch = due.branch
         RETURNING d.*, due.scheduled_at AS due_at`,
        [toIso(now)],
      );
      return rows
        .map((row) => ({ ...toDraftRecord(row), scheduledAt: toIso(row.due_at) }))
        .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.branch.localeCompare(b.branch));
    },
  };
}
