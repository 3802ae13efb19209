/** setTimeout holds a signed 32-bit delay: anything longer fires at once (Node warns and uses 1 ms). */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** After a failed rebuild, how long before the next try (the moment stays due, so it would fire again at once). */
const RETRY_AFTER_MS = 60_000;

export interface ContentRebuildTimerOptions {
  /** The served site's next content change (its `_content-schedule.json`), read anew at each arming. */
  nextChange(): Promise<Date | undefined>;
  /** Builds the site again for the moment `due` that has come; the new build has its own next change. */
  rebuild(due: Date): Promise<void>;
  /** Milliseconds since the epoch; tests move it with fake timers. */
  now?: () => number;
  log: { info(message: string): void; error(message: string): void };
}

export interface ContentRebuildTimer {
  /** Reads the served schedule again and waits for its next change (after a build or release made elsewhere). */
  rearm(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A timer, no cron: it waits until the next moment an entry is published or expires, rebuilds the
 * site, then waits for the new build's next moment. A moment already past (the server was down
 * then) is due at once. Unref'd: it never keeps a stopping process alive.
 */
export function startContentRebuildTimer(options: ContentRebuildTimerOptions): ContentRebuildTimer {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const wait = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, Math.min(Math.max(ms, 0), LONGEST_TIMER_MS));
    timer.unref();
  };

  /** `built`: the moment a rebuild was just made for; a schedule still naming it (or earlier) did not move on. */
  const arm = async (built?: Date): Promise<void> => {
    if (stopped) return;
    const due = await options.nextChange().catch(() => undefined);
    if (stopped) return;
    clearTimeout(timer);
    if (!due) return;
    if (built && due <= built) {
      // A build that still waits for a moment that has passed (its clock is fixed by CONTENT_NOW, or it
      // failed to replace the served files): firing again at once would rebuild without end.
      options.log.error(`the rebuild for ${built.toISOString()} still waits for ${due.toISOString()}`);
      wait(RETRY_AFTER_MS, () => void arm());
      return;
    }
    wait(due.getTime() - now(), () => void fire(due));
  };

  const fire = (due: Date) => {
    // A moment further away than the longest timer: this was a stop on the way there.
    if (now() < due.getTime()) {
      wait(due.getTime() - now(), () => void fire(due));
      return running;
    }
    running = running.then(async () => {
      if (stopped) return;
      try {
        options.log.info(`content changes at ${due.toISOString()}: rebuilding the site`);
        await options.rebuild(due);
        await arm(due);
      } catch (error) {
        options.log.error(
          `rebuild for ${due.toISOString()} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (!stopped) wait(RETRY_AFTER_MS, () => void arm());
      }
    });
    return running;
  };

  running = arm();
  return {
    rearm() {
      running = running.then(() => arm());
      return running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
