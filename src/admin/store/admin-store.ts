/**
 * What the admin keeps in the lead database (SQLite or PostgreSQL, chosen by DATABASE_URL): accounts,
 * sessions, failed logins, the audit log and the status of drafts. The content itself lives in git.
 */

/** Each role includes the ones before it: a publisher can do what an author can, an admin everything. */
export type Role = 'author' | 'publisher' | 'admin';
export const ROLES: readonly Role[] = ['author', 'publisher', 'admin'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a user with `role` may do what needs `needed`. */
export function roleAllows(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export interface AdminUser {
  id: number;
  /** Stored in lower case: one account per address however it is typed. */
  email: string;
  name: string;
  role: Role;
  /** ISO 8601. */
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
  | 'publish-refused'
  | 'schedule'
  | 'schedule-failed'
  | 'unschedule'
  | 'rollback'
  | 'user-add'
  | 'user-role'
  | 'user-remove'
  | 'redirect';

export interface AuditEntry {
  id: number;
  /** ISO 8601. */
  at: string;
  /** The e-mail of who did it; null for the command line (no logged-in user). */
  actor: string | null;
  action: AuditAction;
  /** What it was done to: an e-mail, a draft branch, a commit. */
  subject: string;
  detail: string;
}

export type DraftStatus = 'editing' | 'submitted' | 'sent-back' | 'published' | 'discarded';
export const DRAFT_STATUSES: readonly DraftStatus[] = ['editing', 'submitted', 'sent-back', 'published', 'discarded'];

export interface DraftRecord {
  branch: string;
  authorEmail: string;
  title: string;
  status: DraftStatus;
  /** The publisher's comment when sent back. */
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it is to be published; null when not scheduled. */
  scheduledAt: string | null;
}

/** A scheduled draft claimed for publishing: `claim` identifies the lease, held until `claimedUntil`. */
export interface ScheduledClaim extends DraftRecord {
  claim: string;
  /** ISO 8601. */
  claimedUntil: string;
}

export interface StoredSession {
  id: string;
  userId: number;
  csrfToken: string;
  lastSeenAt: string;
}

export interface AdminStore {
  /** Creates or migrates the admin tables (their own track: admin_schema_migrations). */
  init(): Promise<void>;

  /** Throws DuplicateUser when the e-mail (in any case) has an account already. */
  addUser(user: { email: string; name: string; role: Role; passwordHash: string }): Promise<AdminUser>;
  /** Case-insensitive. */
  userByEmail(email: string): Promise<(AdminUser & { passwordHash: string }) | undefined>;
  userById(id: number): Promise<AdminUser | undefined>;
  /** Ordered by e-mail. */
  listUsers(): Promise<AdminUser[]>;
  /** False when there is no such user. */
  setRole(email: string, role: Role): Promise<boolean>;
  /** Also ends the user's sessions. False when there is no such user. */
  removeUser(email: string): Promise<boolean>;

  /** Also forgets sessions nobody has used for 30 days (far beyond any idle limit). */
  createSession(session: { id: string; userId: number; csrfToken: string; now: string }): Promise<void>;
  sessionById(id: string): Promise<StoredSession | undefined>;
  touchSession(id: string, now: string): Promise<void>;
  deleteSession(id: string): Promise<void>;

  /** key: 'account:<email>' or 'address:<ip>'. Also forgets failures older than a day. */
  recordLoginFailure(key: string, now: string): Promise<void>;
  countLoginFailures(key: string, since: string): Promise<{ count: number; oldest: string | null }>;
  clearLoginFailures(key: string): Promise<void>;

  audit(entry: Omit<AuditEntry, 'id' | 'at'> & { at?: string }): Promise<void>;
  /** Newest first; default 100 entries, at most 1000. */
  listAudit(options?: { limit?: number }): Promise<AuditEntry[]>;
  /**
   * For each of `subjects`, its newest entry among `actions`, however old (a subject without one has
   * none): a draft's last refused or failed publish, or who scheduled it, on a site with any amount of audit.
   */
  latestAuditOf(subjects: readonly string[], actions: readonly AuditAction[]): Promise<AuditEntry[]>;

  /** Creates the draft (status editing unless given) or updates its author, title and (when given) status. */
  upsertDraft(draft: {
    branch: string;
    authorEmail: string;
    title: string;
    status?: DraftStatus;
  }): Promise<DraftRecord>;
  draft(branch: string): Promise<DraftRecord | undefined>;
  /** Most recently updated first; only the given statuses when given. */
  listDrafts(status?: readonly DraftStatus[]): Promise<DraftRecord[]>;
  /**
   * comment: undefined keeps the current one, null clears it. A published or discarded draft loses
   * its schedule (it must never be published again by the scheduler).
   */
  setDraftStatus(branch: string, status: DraftStatus, comment?: string | null): Promise<void>;
  /** null cancels the schedule. Either way a claim on the old schedule ends. */
  scheduleDraft(branch: string, at: string | null): Promise<void>;
  /**
   * Atomically claims the scheduled drafts due at `now` (neither published nor discarded, and not
   * claimed by a lease still running), each with a lease of `leaseMs` (default SCHEDULE_LEASE_MS):
   * of several instances exactly one gets each while it lives. The draft keeps its schedule until it
   * is published (setDraftStatus) or the claim is finished; an instance that dies mid-publish leaves
   * a lease that expires, and the draft is claimed again.
   */
  claimDueDrafts(now: string, leaseMs?: number): Promise<ScheduledClaim[]>;
  /** Extends a claim's lease to `until`. False when the claim is no longer held (unscheduled, published, re-claimed). */
  renewClaim(branch: string, claim: string, until: string): Promise<boolean>;
  /** Ends a claim and the draft's schedule (a scheduled publish that failed is not tried again). */
  finishClaim(branch: string, claim: string): Promise<void>;

  /** The draft the user's editor writes to, as they chose it (branch null: none); undefined when never chosen. */
  currentDraftChoice(userId: number): Promise<{ branch: string | null } | undefined>;
  setCurrentDraftChoice(userId: number, branch: string | null): Promise<void>;

  /**
   * Runs `work` while no other holder runs: PostgreSQL, across every instance (an advisory lock held
   * on one connection, released if the process dies); SQLite, across the stores of this process on
   * the same file (one server per SQLite file).
   */
  withPublishLock<T>(work: () => Promise<T>): Promise<T>;
  /** Tells every onPublished listener on this database (this store's own included) about a publish. */
  announcePublished(commit: string): Promise<void>;
  /** PostgreSQL: LISTEN on a dedicated connection (re-established if it drops). Returns the unsubscribe. */
  onPublished(listener: (commit: string) => void): () => void;

  close(): Promise<void>;
}

/** What each dialect's drafts module implements (sqlite-admin-drafts.ts, postgres-admin-drafts.ts). */
export type DraftMethods = Pick<
  AdminStore,
  | 'upsertDraft'
  | 'draft'
  | 'listDrafts'
  | 'setDraftStatus'
  | 'scheduleDraft'
  | 'claimDueDrafts'
  | 'renewClaim'
  | 'finishClaim'
  | 'currentDraftChoice'
  | 'setCurrentDraftChoice'
>;

/** addUser refused: the address has an account already. */
export class DuplicateUser extends Error {
  constructor(readonly email: string) {
    super(`A user with the email ${email} already exists.`);
    this.name = 'DuplicateUser';
  }
}

/** Retention of old rows (not a security limit: those are the callers'). */
export const SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
export const LOGIN_FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How long a scheduled publish is claimed: longer than a publish takes; the scheduler renews it meanwhile. */
export const SCHEDULE_LEASE_MS = 2 * 60 * 1000;
export const DEFAULT_AUDIT_LIMIT = 100;
export const MAX_AUDIT_LIMIT = 1000;

export function auditLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_AUDIT_LIMIT;
  return Math.min(MAX_AUDIT_LIMIT, Math.max(1, Math.floor(limit)));
}

/** The time `ms` before the ISO instant `at`, as ISO. */
export function isoBefore(at: string, ms: number): string {
  return new Date(Date.parse(at) - ms).toISOString();
}

/** The time `ms` after the ISO instant `at`, as ISO. */
export function isoAfter(at: string, ms: number): string {
  return isoBefore(at, -ms);
}
