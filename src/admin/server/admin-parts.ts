/**
 * The parts the admin composes, each from its own slice of issue 26: the store and the login (A),
 * the editor's API and client (B), the content repository (C1), the site releases (C2) and the admin
 * app (E-client). One place to import them from, so the composition names each part once.
 */
export { openAdminStore } from '../store/open-admin-store.ts';
export { roleAllows } from '../store/admin-store.ts';
export type { AdminStore, AdminUser, AuditEntry, DraftRecord, DraftStatus, Role } from '../store/admin-store.ts';
export { registerAdminAuth, requireRole, ADMIN_PREFIX } from '../auth/register-admin-auth.ts';
export { registerEditorApi } from '../../editor/server/editor-api-plugin.ts';
export type { EditorChange } from '../../editor/server/editor-api-plugin.ts';
export { EditorRefusal } from '../../editor/server/editor-refusal.ts';
export { buildEditorClient, serveEditorClient } from '../../editor/server/editor-client-build.ts';
export {
  openContentRepository,
  ContentConflict,
  ContentRefusal,
  PublishedTreeChanged,
  RemotePushFailed,
} from '../../publishing/content/index.ts';
export type { ContentRepository, FileChange, GitAuthor, PublishedVersion } from '../../publishing/content/index.ts';
export { openSiteReleases } from '../../publishing/release/open-site-releases.ts';
export type { SiteReleases } from '../../publishing/release/open-site-releases.ts';
export { buildAdminClient } from '../client/build-admin-client.ts';
