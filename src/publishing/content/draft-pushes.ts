/**
 * Pushes of draft branches after the save has answered, coalesced per draft: while one push of a draft runs,
 * any number of saves make one more push after it (of the newest commit), never a queue of stale ones.
 */
export class DraftPushes {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();

  constructor(
    private readonly push: (branch: string) => Promise<void>,
    private readonly reportFailure: (branch: string, error: unknown) => void,
  ) {}

  /** Pushes the draft soon; returns at once. */
  soon(branch: string): void {
    if (this.running.has(branch)) {
      this.again.add(branch);
      return;
    }
    const work = (async () => {
      do {
        this.again.delete(branch);
        await this.push(branch).catch((error: unknown) => this.reportFailure(branch, error));
      } while (this.again.has(branch));
    })().finally(() => this.running.delete(branch));
    this.running.set(branch, work);
  }

  /** Drops a pending push of the draft and waits for the running one (before the draft leaves the remote). */
  async cancel(branch: string): Promise<void> {
    this.again.delete(branch);
    await this.running.get(branch);
  }

  /** Resolves when no push is running. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }
}
