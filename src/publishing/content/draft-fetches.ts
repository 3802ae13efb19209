interface Fetch {
  startedAt: number;
  failed: boolean;
  done: Promise<void>;
}

/**
 * The fetches of every draft from the remote, one at a time (two fetches writing the same tracking refs would
 * fail on each other's ref locks), shared by whoever asks while one is under way, and skipped when one started
 * recently enough: the drafts list of 10 drafts costs one fetch, or none within `freshMs` of the last one.
 */
export class DraftFetches {
  private last: Fetch | null = null;
  private queued: Fetch | null = null;
  /**
   * How many fetches have finished well and may have changed something: a draft followed at this count needs no
   * look at the remote's again.
   */
  generation = 0;

  constructor(
    /** Fetches every draft; false when it found nothing changed (the generation then stays). */
    private readonly fetchAll: () => Promise<boolean | void>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Resolves after a fetch that started at most `freshMs` before this call has finished (0: one that starts
   * after this call, so it sees every push that finished before it). Rejects with that fetch's error.
   */
  async fetched(freshMs: number): Promise<void> {
    const since = this.now() - freshMs;
    // A failed fetch is not reused: the next caller tries again.
    if (this.last && !this.last.failed && this.last.startedAt >= since) return this.last.done;
    // One is running but started too early: the next one, shared by everyone who asks meanwhile.
    if (this.queued) return this.queued.done;
    const previous = this.last?.done.catch(() => undefined);
    const next: Fetch = { startedAt: Number.POSITIVE_INFINITY, failed: false, done: Promise.resolve() };
    next.done = (async () => {
      await previous;
      next.startedAt = this.now();
      if (this.queued === next) this.queued = null;
      this.last = next;
      const changed = await this.fetchAll().catch((error: unknown) => {
        next.failed = true;
        throw error;
      });
      if (changed !== false) this.generation += 1;
    })();
    this.queued = next;
    return next.done;
  }
}
