/**
 * The HTTP contract of the admin API (/admin/api/*) between the admin server (src/admin/server) and
 * the admin app (src/admin/client), as src/editor/shared/editor-api.ts is the editor's. Types only:
 * the records are the store's and the content repository's own types, re-exported, so each has one
 * definition, and the app's bundle gets nothing from here at run time.
 */
import type { PublishedVersion } from '../../publishing/content/content-repository.ts';
import type { DraftView } from '../server/draft-access.ts';
import type { PublishProblem } from '../server/validation-gate.ts';
import type { AdminUser, AuditEntry, Role } from '../store/admin-store.ts';

export type { AdminUser, AuditAction, AuditEntry, DraftRecord, DraftStatus, Role } from '../store/admin-store.ts';
export type { PublishedVersion } from '../../publishing/content/content-repository.ts';
export type { ConflictChoice } from '../../publishing/content/published-conflict.ts';
export type { DraftView } from '../server/draft-access.ts';
export type { PublishOutcome as PublishResult } from '../server/publishing.ts';
export type { PublishProblem } from '../server/validation-gate.ts';

/** GET /session: who is logged in. */
export interface SessionUser {
  email: string;
  name: string;
  role: Role;
}

/** One side of a changed picture: where to load it from, and what the file is. */
export interface ReviewImage {
  /** The admin API address that serves this side's bytes (the published tree's or the draft's). */
  url: string;
  /** As displayed (a phone photo's orientation applied); absent for an SVG that states no size. */
  width?: number;
  height?: number;
  bytes: number;
}

/** GET /drafts/:branch/changes: one changed file. */
export interface ReviewChange {
  file: string;
  /** The page's address, or null for a file that is not a page (site.json, an image). */
  route: string | null;
  status: 'added' | 'modified' | 'deleted';
  /** Unified diff of the file, published → draft (git's "Binary files differ" for a picture). */
  diff: string;
  /** The public page as it is now (null for a new page). */
  beforeUrl: string | null;
  /** The draft's page rendered by the real renderer (null for a deleted page). */
  afterUrl: string | null;
  /** A picture under public/images/: the published one and the draft's (null on the side it is missing); else absent. */
  image?: { before: ReviewImage | null; after: ReviewImage | null };
}

/** POST /users: a new account. */
export interface NewUser {
  email: string;
  name: string;
  role: Role;
  password: string;
}

/** The answers' bodies, by route (GET unless named). */
export interface SessionResponse {
  user: SessionUser;
}
/** GET /drafts. */
export interface DraftsResponse {
  drafts: DraftView[];
}
/** GET and PUT /current-draft. */
export interface CurrentDraftResponse {
  draft: DraftView | null;
}
/** POST /drafts/:branch/submit and /send-back, PUT and DELETE /drafts/:branch/schedule. */
export interface DraftResponse {
  draft: DraftView;
}
/** GET /drafts/:branch/changes. */
export interface ChangesResponse {
  /** The draft's commit these changes show: Publish and Schedule send it back, and refuse a draft saved since. */
  head: string;
  changes: ReviewChange[];
  /** Placeholders ("TODO: …", the placeholder picture) still in the changed files: Publish refuses them. */
  placeholders: PublishProblem[];
}
/** POST /drafts/:branch/publish: the `head` of the changes the publisher reviewed. */
export interface PublishRequest {
  head: string;
}
/** PUT /drafts/:branch/schedule: when (ISO 8601), and the `head` of the changes the publisher reviewed. */
export interface ScheduleRequest {
  at: string;
  head: string;
}
/** GET /history. */
export interface HistoryResponse {
  versions: PublishedVersion[];
}
/** GET /users. */
export interface UsersResponse {
  users: AdminUser[];
}
/** GET /audit?limit=N, newest first. */
export interface AuditResponse {
  entries: AuditEntry[];
}
