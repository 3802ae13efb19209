import type { AdminStore } from './admin-parts.ts';
import type { Publishing } from './publishing.ts';

export interface InstanceSyncOptions {
  store: AdminStore;
  publishing: Pick<Publishing, 'catchUp'>;
  /** The periodic fetch that catches a missed notification. Default 30 s, so every instance is current within 60 s. */
  intervalMs?: number;
  log: { error(message: string): void };
}

/**
 * Keeps this instance serving what any instance published: on the store's notification (Postgres
 * NOTIFY) it fetches from the remote and rebuilds, and it does the same every `intervalMs` in case a
 * notification was lost (a dropped connection, an instance that was starting).
 */
export function startInstanceSync(options: InstanceSyncOptions): { stop(): Promise<void> } {
  const { store, publishing, log } = options;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  let busy = false;

  const sync = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = (async () => {
      do {
        again = false;
        try {
          // Under the publish lock: never between another publish's merge and its rebuild.
          await store.withPublishLock(() => publishing.catchUp());
        } catch (error) {
          log.error(`sync from the content remote failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again);
      busy = false;
    })();
  };

  const unlisten = store.onPublished(() => sync());
  const timer = setInterval(sync, options.intervalMs ?? 30_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      unlisten();
      await running;
    },
  };
}
