import type { FastifyInstance } from 'fastify';
import { serveEditorClient } from '../../editor/server/editor-client-build.ts';
import { registerEditorApi } from '../../editor/server/editor-api-plugin.ts';
import { ADMIN_PREFIX, registerAdminAuth } from '../auth/register-admin-auth.ts';
import type { AdminStore, ContentRepository, SiteReleases } from './admin-parts.ts';
import { registerAdminApiErrors } from './admin-api-error.ts';
import { registerAdminClientRoute } from './admin-client-route.ts';
import { adminSchemaCompiler } from './admin-schema-compiler.ts';
import { createDraftWorkspaces } from './draft-workspaces.ts';
import { registerDraftRoutes } from './draft-routes.ts';
import { registerHistoryRoutes } from './history-routes.ts';
import { registerPreviewRoute } from './preview-route.ts';
import type { Publishing } from './publishing.ts';
import { registerReviewRoutes } from './review-routes.ts';

/** Admin JSON bodies are small (a comment, a date); the editor's own routes set their own limits. */
const ADMIN_JSON_LIMIT = 1024 * 1024;

export interface RegisterAdminOptions {
  store: AdminStore;
  repo: ContentRepository;
  releases: Pick<SiteReleases, 'renderPreview'>;
  publishing: Publishing;
  /** HTTPS or TRUST_PROXY: Secure, __Host- session cookies and an https Origin. */
  secure: boolean;
  /** The built editor and admin apps; null serves the APIs alone (tests). */
  clients: { editorDir: string; adminDir: string } | null;
  now?: () => Date;
}

/**
 * Everything under /admin, behind the login: the login itself (A), the page editor's API on the
 * user's draft (B) and its built client, the drafts, review, publish and history API, the draft
 * preview and the admin app. Registered only with ADMIN=on; nothing of it reaches dist/.
 */
export async function registerAdmin(app: FastifyInstance, options: RegisterAdminOptions): Promise<void> {
  const { store, repo, publishing } = options;
  const workspaces = createDraftWorkspaces(store, repo);
  // The editor frames its preview, and the review shows the public page beside the draft's preview, in
  // frames of the admin's own pages: same-origin framing is allowed; every other site's still is not.
  app.addHook('onSend', async (_request, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    }
    if (reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
  await app.register(
    async (admin) => {
      await registerAdminAuth(admin, { store, secure: options.secure, now: options.now });
      // The public server reads no bodies but the lead API's: the admin's JSON is parsed in here only.
      if (!admin.hasContentTypeParser('application/json')) {
        admin.addContentTypeParser(
          'application/json',
          { parseAs: 'string', bodyLimit: ADMIN_JSON_LIMIT },
          admin.getDefaultJsonParser('error', 'error'),
        );
      }
      admin.addHook('onSend', async (_request, reply, payload) => {
        // The admin's pages frame the site's own pages (the editor's preview, the review's before and after).
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string')
          reply.header('content-security-policy', csp.replace('frame-src ', "frame-src 'self' "));
        reply.header('x-robots-tag', 'noindex, nofollow');
        reply.header('cache-control', behindLoginCacheControl(reply.getHeader('cache-control')));
        return payload;
      });

      await admin.register(
        async (editor) => {
          // Answered before the author's next look at the Drafts list: a refused first save starts no draft.
          editor.addHook('onSend', async (request, reply, payload) => {
            if (reply.statusCode >= 400) await workspaces.afterRefusedWrite(request);
            return payload;
          });
          await registerEditorApi(editor, {
            workspace: workspaces.workspace,
            beforeChange: workspaces.beforeChange,
            afterChange: workspaces.afterChange,
            folderWasBehind: workspaces.folderWasBehind,
          });
        },
        { prefix: '/editor/api' },
      );
      await admin.register(
        async (api) => {
          api.setValidatorCompiler(adminSchemaCompiler);
          registerAdminApiErrors(api);
          await registerDraftRoutes(api, { store, repo, workspaces });
          await registerReviewRoutes(api, { store, repo, publishing, now: options.now });
          await registerHistoryRoutes(api, { repo, publishing });
        },
        { prefix: '/api' },
      );
      await admin.register(
        async (preview) => registerPreviewRoute(preview, { store, repo, releases: options.releases }),
        {
          prefix: '/preview',
        },
      );
      if (options.clients) {
        const { editorDir, adminDir } = options.clients;
        await admin.register(async (editor) => serveEditorClient(editor, { dir: editorDir }), { prefix: '/editor' });
        await admin.register(async (client) => registerAdminClientRoute(client, { dir: adminDir }));
      }
    },
    { prefix: ADMIN_PREFIX },
  );
}

/**
 * Nothing behind the login is stored (the app pages were sent 'no-cache', which a browser or proxy may keep on
 * disk after Log out); files named by their content may be kept for good, by the browser alone.
 */
function behindLoginCacheControl(current: unknown): string {
  if (typeof current === 'string' && current.includes('immutable')) return current.replace('public', 'private');
  return 'no-store';
}
