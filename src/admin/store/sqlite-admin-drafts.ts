import type Database from 'better-sqlite3';
import { toDraftRecord, toIso, type DraftRow } from './admin-rows.ts';
import type { AdminStore } from './admin-store.ts';

type DraftMethods = Pick<
  AdminStore,
  'upsertDraft' | 'draft' | 'listDrafts' | 'setDraftStatus' | 'scheduleDraft' | 'claimDueDrafts'
>;

/** The status of drafts in SQLite (their content is in git). */
export function sqliteDrafts(db: Database.Database, clock: () => string): DraftMethods {
  const claim = db.transaction((now: string) => {
    const due = db
      .prepare<[string], DraftRow>(
        `SELECT * FROM admin_drafts WHERE scheduled_at IS NOT NULL AND scheduled_at <= ?
         AND status NOT IN ('published', 'discarded') ORDER BY scheduled_at, branch`,
      )
      .all(now);
    const take = db.prepare('UPDATE admin_drafts SET scheduled_at = NULL, updated_at = ? WHERE branch = ?');
    for (const row of due) take.run(now, row.branch);
    return due.map((row) => ({ ...toDraftRecord(row), updatedAt: now }));
  });

  return {
    async upsertDraft(draft) {
      const now = clock();
      const row = db
        .prepare<Record<string, string | null>, DraftRow>(
          `INSERT INTO admin_drafts (branch, author_email, title, status, comment, created_at, updated_at)
           VALUES (@branch, @author, @title, coalesce(@status, 'editing'), NULL, @now, @now)
           ON CONFLICT (branch) DO UPDATE SET author_email = excluded.author_email, title = excluded.title,
             status = coalesce(@status, admin_drafts.status), updated_at = excluded.updated_at
           RETURNING *`,
        )
        .get({
          branch: draft.branch,
          author: draft.authorEmail,
          title: draft.title,
          status: draft.status ?? null,
          now,
        });
      return toDraftRecord(row!);
    },
    async draft(branch) {
      const row = db.prepare<[string], DraftRow>('SELECT * FROM admin_drafts WHERE branch = ?').get(branch);
      return row && toDraftRecord(row);
    },
    async listDrafts(statuses) {
      if (statuses === undefined) {
        return db.prepare<[], DraftRow>('SELECT * FROM admin_drafts ORDER BY updated_at DESC').all().map(toDraftRecord);
      }
      if (statuses.length === 0) return [];
      const placeholders = statuses.map(() => '?').join(', ');
      return db
        .prepare<string[], DraftRow>(
          `SELECT * FROM admin_drafts WHERE status IN (${placeholders}) ORDER BY updated_at DESC`,
        )
        .all(...statuses)
        .map(toDraftRecord);
    },
    async setDraftStatus(branch, status, comment) {
      db.prepare(
        `UPDATE admin_drafts SET status = @status, updated_at = @now,
           comment = CASE WHEN @keepComment = 1 THEN comment ELSE @comment END,
           scheduled_at = CASE WHEN @status IN ('published', 'discarded') THEN NULL ELSE scheduled_at END
         WHERE branch = @branch`,
      ).run({ branch, status, now: clock(), keepComment: comment === undefined ? 1 : 0, comment: comment ?? null });
    },
    async scheduleDraft(branch, at) {
      db.prepare('UPDATE admin_drafts SET scheduled_at = ?, updated_at = ? WHERE branch = ?').run(
        at === null ? null : toIso(at),
        clock(),
        branch,
      );
    },
    async claimDueDrafts(now) {
      // IMMEDIATE: the write lock is taken before reading, so another connection cannot claim the same rows.
      return claim.immediate(toIso(now));
    },
  };
}
