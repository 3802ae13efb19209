import {
  isRole,
  type AdminUser,
  type AuditAction,
  type AuditEntry,
  type DraftRecord,
  type DraftStatus,
} from './admin-store.ts';

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

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
