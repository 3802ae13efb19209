import { git } from './git-command.ts';

/** Saves between two looks at whether the repository needs packing (git's own `gc --auto` thresholds decide). */
export const SAVES_BETWEEN_HOUSEKEEPING = 200;

/**
 * Git's automatic maintenance, which the server's commands no longer start after each commit and fetch
 * (git-command.ts: one process more per save, on the path of the author's answer): run after every
 * SAVES_BETWEEN_HOUSEKEEPING saves instead, in the background. Each save leaves a few loose objects, and git
 * packs them once there are thousands (gc.auto), as it did before.
 */
export class GitHousekeeping {
  private saves = 0;
  private running: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly every = SAVES_BETWEEN_HOUSEKEEPING,
  ) {}

  afterSave(): void {
    this.saves += 1;
    if (this.saves < this.every || this.running) return;
    this.saves = 0;
    this.running = git(this.dir, ['maintenance', 'run', '--auto', '--quiet'])
      .then(
        () => undefined,
        (error: unknown) => console.warn(`git maintenance failed: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => (this.running = null));
  }

  /** Resolves when no maintenance runs (for tests and shutdown). */
  async settled(): Promise<void> {
    await this.running;
  }
}
