/**
 * The admin HTTP API (/admin/api/*) as the admin app uses it. Every body's type comes from the API's
 * contract (src/admin/shared/admin-api.ts), which names the server's own types: one definition each,
 * and nothing of the server in the app's bundle (type-only). What is here is the app's run-time use of roles.
 */
import type { Role } from '../../shared/admin-api.ts';

export type {
  AdminUser,
  AuditResponse,
  ChangesResponse,
  ConflictChoice,
  CurrentDraftResponse,
  DraftResponse,
  DraftsResponse,
  HistoryResponse,
  SessionResponse,
  UsersResponse,
  AuditAction,
  AuditEntry,
  DraftStatus,
  DraftView,
  NewUser,
  PublishedVersion,
  PublishProblem,
  PublishRequest,
  PublishResult,
  ReviewChange,
  ReviewImage,
  Role,
  ScheduleRequest,
  SessionUser,
} from '../../shared/admin-api.ts';

/** Lowest first: each role may do everything the ones before it may (as the server's store orders them). */
export const ROLES: readonly Role[] = ['author', 'publisher', 'admin'];

export function roleAllows(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}
