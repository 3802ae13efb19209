/**
 * The admin HTTP API (/admin/api/*) as the admin app uses it: the bodies of the design's section
 * "E in detail" (notes of issue 26), which the admin server implements. Types only.
 */

export type Role = 'author' | 'publisher' | 'admin';

/** Lowest first: each role may do everything the ones before it may. */
export const ROLES: readonly Role[] = ['author', 'publisher', 'admin'];

export function roleAllows(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export interface SessionUser {
  email: string;
  name: string;
  role: Role;
}

export type DraftStatus = 'editing' | 'submitted' | 'sent-back' | 'published' | 'discarded';

export interface DraftView {
  /** The draft's git branch, e.g. `drafts/asha-about`; its id in every address. */
  branch: string;
  authorEmail: string;
  title: string;
  status: DraftStatus;
  /** The publisher's comment when the draft was sent back. */
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  /** When a scheduled draft will be published (ISO date-time), or null. */
  scheduledAt: string | null;
  /** Project-relative files the draft changes. */
  files: string[];
}

export interface PageChange {
  file: string;
  /** The page's address, or null for a file that is not a page (site.json, an image). */
  route: string | null;
  status: 'added' | 'modified' | 'deleted';
  /** Unified diff of the file, published → draft. */
  diff: string;
  /** The public page as it is now (null for a new page). */
  beforeUrl: string | null;
  /** The draft's page rendered by the real renderer (null for a deleted page). */
  afterUrl: string | null;
}

/** The answer of a publish or a rollback. */
export interface PublishResult {
  commit: string;
  files: string[];
  /** From the request to the public site serving it. */
  ms: number;
}

/** A problem of the validation gate that refused a publish (422). */
export interface PublishProblem {
  file: string;
  line?: number;
  column?: number;
  field?: string;
  message: string;
}

export interface PublishedVersion {
  commit: string;
  at: string;
  by: { name: string; email: string };
  message: string;
  files: string[];
  /** The draft it published, or null (a rollback, a commit made outside the admin). */
  draft: string | null;
  /** The commit whose content this version restored, or null. */
  rollbackOf: string | null;
}

export interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
}

export type AuditAction =
  | 'login'
  | 'login-failed'
  | 'logout'
  | 'save'
  | 'submit'
  | 'send-back'
  | 'discard'
  | 'publish'
  | 'schedule'
  | 'unschedule'
  | 'rollback'
  | 'user-add'
  | 'user-role'
  | 'user-remove'
  | 'redirect';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: AuditAction;
  subject: string;
  detail: string;
}

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  password: string;
}
