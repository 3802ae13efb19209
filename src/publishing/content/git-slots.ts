import { availableParallelism } from 'node:os';

/**
 * At most one save writing with git at once per core but one: the last core stays with the server's own thread,
 * which answers the public pages and does each save's own work (issue 26: GET / p99 under 50 ms while editors
 * save). Saves on different drafts do not wait for each other's locks, but 20 of them at once would start 20 git
 * processes on 2 cores. Since a save's git commands no longer idle 50 ms each (git-command.ts), one slot on 2 cores
 * saves as many per second as two did (bench-admin-load: 158 vs 160 saves in 8 s back to back), and GET / p99
 * while 20 authors save back to back went from 123 ms with two slots to 44 ms with one.
 */
export class GitSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size = Math.max(1, availableParallelism() - 1)) {
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
