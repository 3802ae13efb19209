import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
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

/** The status of drafts in SQLite (their content is in git). */
export function sqliteDrafts(db: Database.Database, clock: () => string): DraftMethods {
  const claim = db.transaction((now: string, until: string) =>
    db
      .prepare<Record<string, string>, DraftRow>(
        `UPDATE admin_drafts SET claim = @claim, claimed_until = @until
         WHERE scheduled_at IS NOT NULL AND scheduled_at <= @now AND status NOT IN ('published', 'discarded')
           AND (claimed_until IS NULL OR claimed_until <= @now)
         RETURNING *`,
      )
      .all({ now, until, claim: randomUUID() })
      .map(toScheduledClaim),
  );

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
           scheduled_at = CASE WHEN @status IN ('published', 'discarded') THEN NULL ELSE scheduled_at END,
           claim = CASE WHEN @status IN ('published', 'discarded') THEN NULL ELSE claim END,
           claimed_until = CASE WHEN @status IN ('published', 'discarded') THEN NULL ELSE claimed_until END
         WHERE branch = @branch`,
      ).run({ branch, status, now: clock(), keepComment: comment === undefined ? 1 : 0, comment: comment ?? null });
    },
    async scheduleDraft(branch, at) {
      // A new time (or none) is a new schedule: a claim on the old one ends with it.
      db.prepare(
        'UPDATE admin_drafts SET scheduled_at = ?, updated_at = ?, claim = NULL, claimed_until = NULL WHERE branch = ?',
      ).run(at === null ? null : toIso(at), clock(), branch);
    },
    async claimDueDrafts(now, leaseMs = SCHEDULE_LEASE_MS) {
      const at = toIso(now);
      // IMMEDIATE: the write lock is taken before reading, so another connection cannot claim the same rows.
      return inDueOrder(claim.immediate(at, isoAfter(at, leaseMs)));
    },
    async renewClaim(branch, held, until) {
      return (
        db
          .prepare(
            `UPDATE admin_drafts SET claimed_until = ? WHERE branch = ? AND claim = ?
             AND scheduled_at IS NOT NULL AND status NOT IN ('published', 'discarded')`,
          )
          .run(toIso(until), branch, held).changes > 0
      );
    },
    async finishClaim(branch, held) {
      db.prepare(
        'UPDATE admin_drafts SET scheduled_at = NULL, claim = NULL, claimed_until = NULL WHERE branch = ? AND claim = ?',
      ).run(branch, held);
    },
    async currentDraftChoice(userId) {
      const row = db
        .prepare<[number], CurrentDraftRow>('SELECT branch FROM admin_current_drafts WHERE user_id = ?')
        .get(userId);
      return toDraftChoice(row);
    },
    async setCurrentDraftChoice(userId, branch) {
      db.prepare(
        `INSERT INTO admin_current_drafts (user_id, branch) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET branch = excluded.branch`,
      ).run(userId, branch);
    },
  };
}
