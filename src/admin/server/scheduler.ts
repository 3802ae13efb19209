import type { AdminStore, DraftRecord } from './admin-parts.ts';
import type { Publisher, Publishing } from './publishing.ts';

export interface SchedulerOptions {
  store: AdminStore;
  publishing: Publishing;
  /** How often due drafts are looked for. Default 5 s: a scheduled page is live within seconds of its time. */
  intervalMs?: number;
  now?: () => Date;
  log: { info(message: string): void; error(message: string): void };
}

export interface Scheduler {
  /** Publishes what is due now (also what fell due while no instance ran). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A timer, no cron: each tick claims the drafts whose time has come (the store hands each to one
 * instance only, and clears its time, so it is published once) and publishes them as the publisher
 * who scheduled them. A scheduled draft that can no longer be published (a conflict, a validation
 * error) is sent back to its author with the reason, as a publisher would.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { store, publishing, log } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const publishOne = async (draft: DraftRecord) => {
    try {
      const outcome = await publishing.publish(draft.branch, await schedulerOf(store, draft), 'scheduled');
      log.info(`scheduled publish of ${draft.branch}: ${outcome.commit} in ${outcome.ms} ms`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error(`scheduled publish of ${draft.branch} failed: ${reason}`);
      await store.setDraftStatus(draft.branch, 'sent-back', `The scheduled publish failed: ${reason}`);
    }
  };

  const tick = () => {
    if (busy) return running;
    busy = true;
    running = (async () => {
      try {
        for (const draft of await store.claimDueDrafts(now().toISOString())) await publishOne(draft);
      } catch (error) {
        log.error(`scheduler: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        busy = false;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void tick(), options.intervalMs ?? 5000);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The publisher who scheduled the draft (the newest 'schedule' in the audit), else its author. */
async function schedulerOf(store: AdminStore, draft: DraftRecord): Promise<Publisher> {
  const entry = (await store.listAudit({ limit: 1000 })).find(
    (audit) => audit.action === 'schedule' && audit.subject === draft.branch && audit.actor !== null,
  );
  const user = entry?.actor ? await store.userByEmail(entry.actor) : undefined;
  if (user) return { name: user.name, email: user.email };
  const author = await store.userByEmail(draft.authorEmail);
  return { name: author?.name ?? draft.authorEmail, email: draft.authorEmail };
}
