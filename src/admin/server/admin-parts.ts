/**
 * The types of the parts the admin composes, each from its own slice of issue 26: the store and the
 * login (A), the editor's API (B), the content repository (C1) and the site releases (C2). Types only:
 * each module imports the code it runs from the part itself.
 */
export type { AdminStore, AdminUser, AuditEntry, DraftRecord, DraftStatus, Role } from '../store/admin-store.ts';
export type { EditorChange } from '../../editor/server/editor-api-plugin.ts';
export type {
  ContentRepository,
  DraftRemoteProblem,
  FileChange,
  GitAuthor,
  KeptSave,
  PublishedConflict,
  PublishedVersion,
} from '../../publishing/content/index.ts';
export type { SiteReleases } from '../../publishing/release/open-site-releases.ts';
