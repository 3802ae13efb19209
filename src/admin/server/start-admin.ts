import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AdminConfig } from '../../server/server-config.ts';
import { gitNiceness, lowerGitPriority } from '../../publishing/content/git-process-host.ts';
import { openContentRepository } from '../../publishing/content/index.ts';
import { openSiteReleases } from '../../publishing/release/open-site-releases.ts';
import { openAdminStore } from '../store/open-admin-store.ts';
import { ensureAdminClients } from './client-builds.ts';
import { startInstanceSync } from './instance-sync.ts';
import { createPublishing } from './publishing.ts';
import { registerAdmin } from './register-admin.ts';
import { startScheduler } from './scheduler.ts';
import { contentScheduleReader } from '../../server/content-schedule.ts';
import { startContentRebuildTimer, type ContentRebuildTimer } from '../../server/content-rebuild-timer.ts';
import { entriesChangingBetween } from './due-entries.ts';
import { createServedSite } from './served-site.ts';
import { validateForPublish } from './validation-gate.ts';
import { missingBuildToolsMessage } from './content-build-tools.ts';

export interface AdminLog {
  info(message: string): void;
  error(message: string): void;
}

export interface StartAdminOptions {
  config: AdminConfig;
  databaseUrl: string;
  /** The engine's checkout: where the apps are built from and a relative sqlite: path is read from. */
  engineRoot: string;
  log: AdminLog;
}

export interface RunningAdmin {
  /** The folder the public site is served from (a link to the current release), in place of DIST_DIR. */
  servedDir: string;
  /** Adds /admin to the server (before it listens). */
  register(app: FastifyInstance, options: { secure: boolean }): Promise<void>;
  /** Starts the scheduler and the sync with other instances (after the server listens). */
  startBackground(log: AdminLog): void;
  close(): Promise<void>;
}

/**
 * ADMIN=on at start: opens the admin's store (the lead database), the content repository and the site
 * releases, makes sure the public site serves the published head (a first release, or one missed by a
 * crash mid-publish), and builds the editor and admin apps when the code changed.
 */
export async function startAdmin(options: StartAdminOptions): Promise<RunningAdmin> {
  const { config, log } = options;
  const missingTools = missingBuildToolsMessage(config.contentDir, options.engineRoot);
  if (missingTools) throw new Error(missingTools);
  await mkdir(config.stateDir, { recursive: true });
  // Saves and publishes run git on the machine that answers the public pages: below them (GIT_NICENESS).
  lowerGitPriority(gitNiceness(process.env));
  const store = await openAdminStore(options.databaseUrl, { cwd: options.engineRoot });
  const repo = await openContentRepository({
    dir: config.contentDir,
    branch: config.contentBranch,
    remote: config.contentRemote,
    worktreesDir: path.join(config.stateDir, 'worktrees'),
  });
  const servedDir = path.join(config.stateDir, 'site');
  const releases = await openSiteReleases({
    root: config.contentDir,
    servedDir,
    releasesDir: path.join(config.stateDir, 'releases'),
  });
  let contentTimer: ContentRebuildTimer | undefined;
  const site = createServedSite(releases, config.stateDir, () => void contentTimer?.rearm());
  const publishing = createPublishing({ store, repo, site, validate: validateForPublish });

  if (config.contentRemote) await store.withPublishLock(() => publishing.catchUp());
  const head = await repo.head();
  const served = await site.servedCommit();
  if (served !== head) {
    log.info(`building the public site from ${config.contentBranch} (${head.slice(0, 12)})…`);
    const built = await site.update({ from: null, to: head });
    log.info(`public site built: ${built.pages} pages in ${built.ms} ms`);
  }
  // Compiles the validators now, not in the first publish (about a second); and says when main would not pass.
  await validateForPublish(config.contentDir).catch((error: unknown) =>
    log.error(
      `the published content does not pass validation: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  // Built from the engine's code, not the content: one cache per checkout, shared by its instances and restarts.
  const clientsCache = path.join(options.engineRoot, 'node_modules/.cache/page-engine/admin-clients');
  const clients = await ensureAdminClients(options.engineRoot, clientsCache, log.info);

  const background: { stop(): Promise<void> }[] = [];
  return {
    servedDir,
    register: (app, { secure }) => registerAdmin(app, { store, repo, releases, publishing, secure, clients }),
    startBackground(backgroundLog) {
      background.push(startScheduler({ store, publishing, log: backgroundLog }));
      // Entries published or expiring at a moment (publishAt, validThrough): rebuilt then, by this instance.
      // CONTENT_NOW fixes the content's clock (previews, tests): nothing ever falls due.
      if (!process.env.CONTENT_NOW) {
        contentTimer = startContentRebuildTimer({
          nextChange: async () => (await contentScheduleReader(servedDir)()).nextChange,
          rebuild: (due) => publishing.refreshContent(entriesChangingBetween(config.contentDir, due, new Date())),
          log: backgroundLog,
        });
        background.push(contentTimer);
      }
      // Other instances publish through the remote: without one this instance is the only publisher.
      if (config.contentRemote) background.push(startInstanceSync({ store, publishing, log: backgroundLog }));
    },
    async close() {
      await Promise.all(background.map((task) => task.stop()));
      await store.close();
    },
  };
}
