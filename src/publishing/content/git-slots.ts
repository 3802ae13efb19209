import { availableParallelism } from 'node:os';

/**
 * At most as many saves writing with git at once as the machine has cores. Saves on different drafts do not wait
 * for each other's locks, but 20 of them at once would start 20 git processes on 2 cores and starve the server's
 * own thread, which answers the public pages (issue 26: GET / p99 under 50 ms while editors save).
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
