/** How long saves are gathered before one push takes every draft saved meanwhile. */
export const PUSH_GATHER_MS = 500;

/**
 * Pushes of draft branches after the saves have answered: every draft saved while a push runs (or in the
 * PUSH_GATHER_MS before it starts) goes in the next push, one git push for all of them, so 20 authors saving
 * cost one push process every half second or so, not 20, and each push carries a draft's newest commit.
 */
export class DraftPushes {
  private readonly pending = new Set<string>();
  private running: Promise<void> | null = null;
  private pushing: Promise<void> | null = null;

  constructor(
    private readonly push: (branches: string[]) => Promise<void>,
    private readonly reportFailure: (branches: string[], error: unknown) => void,
  ) {}

  /** Pushes the draft soon; returns at once. */
  soon(branch: string): void {
    this.pending.add(branch);
    this.running ??= this.drain().finally(() => (this.running = null));
  }

  /** Drops a pending push of the draft and waits for a push under way (before the draft leaves the remote). */
  async cancel(branch: string): Promise<void> {
    this.pending.delete(branch);
    await this.pushing;
  }

  /** Whether a push is pending or running. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Resolves when nothing is pending or running. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, PUSH_GATHER_MS));
      const branches = [...this.pending];
      this.pending.clear();
      if (branches.length === 0) continue;
      this.pushing = this.push(branches).catch((error: unknown) => this.reportFailure(branches, error));
      await this.pushing;
      this.pushing = null;
    }
  }
}
