import { availableParallelism } from 'node:os';

/**
 * At most one save writing with git at once per core. Saves on different drafts do not wait for each other's
 * locks, but 20 of them at once would start 20 git processes on 2 cores. The public pages' thread keeps its share
 * because git runs below it (git-process-host.ts: a host process at a lower priority forks git, never the server);
 * before that, one slot per core but one kept GET / p99 at 44 ms where two gave 123 ms. With git below the server,
 * a second slot on 2 cores saves while the first waits for the disk (bench-admin-load, a busy machine: save median
 * with 20 authors each saving every 2 s 661 ms with two slots, 2.5 s with one; GET / p99 40-50 ms with either).
 */
export class GitSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size = Math.max(1, availableParallelism())) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}
