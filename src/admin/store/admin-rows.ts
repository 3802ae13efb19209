import {
  isRole,
  type AdminUser,
  type AuditAction,
  type AuditEntry,
  type DraftRecord,
  type DraftStatus,
  type ScheduledClaim,
  type StoredSession,
} from './admin-store.ts';

/**
 * Rows as both drivers return them, and the one mapping of each to its record: SQLite and
 * PostgreSQL differ in their SQL, never in what a row means.
 */

/** A time as both drivers return it: ISO text from SQLite, a Date from PostgreSQL. */
type Time = string | Date;

export interface UserRow {
  id: number | string;
  email: string;
  name: string;
  role: string;
  password_hash: string;
  created_at: Time;
}

export interface AuditRow {
  id: number | string;
  at: Time;
  actor: string | null;
  action: string;
  subject: string;
  detail: string;
}

export interface DraftRow {
  branch: string;
  author_email: string;
  title: string;
  status: string;
  comment: string | null;
  created_at: Time;
  updated_at: Time;
  scheduled_at: Time | null;
  claim: string | null;
  claimed_until: Time | null;
}

export interface SessionRow {
  id: string;
  /** A number from SQLite, a string from PostgreSQL's BIGINT. */
  user_id: number | string;
  csrf_token: string;
  last_seen_at: Time;
}

/** `count(*)` is a number from SQLite, a string from PostgreSQL. */
export interface FailureCountRow {
  count: number | string;
  oldest: Time | null;
}

export interface CurrentDraftRow {
  branch: string | null;
}

/**
 * Every time stored goes through here, so SQLite's text compares as time: one format (UTC, with
 * milliseconds) whatever offset the caller wrote. An unreadable time is a programming error.
 */
export function toIso(value: Time): string {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`Not a date and time: ${String(value)}`);
  return new Date(time).toISOString();
}

export function toAdminUser(row: UserRow): AdminUser {
  if (!isRole(row.role)) throw new Error(`Unknown role in admin_users: ${row.role}`);
  return { id: Number(row.id), email: row.email, name: row.name, role: row.role, createdAt: toIso(row.created_at) };
}

export function toUserWithHash(row: UserRow): AdminUser & { passwordHash: string } {
  return { ...toAdminUser(row), passwordHash: row.password_hash };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: toIso(row.at),
    actor: row.actor,
    action: row.action as AuditAction,
    subject: row.subject,
    detail: row.detail,
  };
}

export function toDraftRecord(row: DraftRow): DraftRecord {
  return {
    branch: row.branch,
    authorEmail: row.author_email,
    title: row.title,
    status: row.status as DraftStatus,
    comment: row.comment,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    scheduledAt: row.scheduled_at === null ? null : toIso(row.scheduled_at),
  };
}

/** A claimed draft; only rows just claimed (claim and lease set) are mapped. */
export function toScheduledClaim(row: DraftRow): ScheduledClaim {
  if (row.claim === null || row.claimed_until === null) throw new Error(`Draft ${row.branch} is not claimed.`);
  return { ...toDraftRecord(row), claim: row.claim, claimedUntil: toIso(row.claimed_until) };
}

/** Claims in the order they fell due (then by branch), whatever order the database returned them in. */
export function inDueOrder(claims: ScheduledClaim[]): ScheduledClaim[] {
  return claims.sort(
    (a, b) => (a.scheduledAt ?? '').localeCompare(b.scheduledAt ?? '') || a.branch.localeCompare(b.branch),
  );
}

export function toStoredSession(row: SessionRow): StoredSession {
  return { id: row.id, userId: Number(row.user_id), csrfToken: row.csrf_token, lastSeenAt: toIso(row.last_seen_at) };
}

export function toFailureCount(row: FailureCountRow): { count: number; oldest: string | null } {
  return { count: Number(row.count), oldest: row.oldest === null ? null : toIso(row.oldest) };
}

export function toDraftChoice(row: CurrentDraftRow | undefined): { branch: string | null } | undefined {
  return row && { branch: row.branch };
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
