import { GitSlots } from './git-slots.ts';
import { OperationQueue } from './operation-queue.ts';

interface Waiter {
  exclusive: boolean;
  start(): void;
}

/**
 * The git operations of one repository: work confined to one draft's work tree and branch runs under
 * `draft(branch)` (one at a time per draft, beside the other drafts' work: its saves, and adding its work tree),
 * reads of refs under `shared`, and what needs the whole repository (removing or pruning work trees, publishing
 * into the published branch, fetching it, rollback) under `exclusive`, which waits for everything running and holds back everything after it. First come,
 * first served: a waiting exclusive holds back later shared work, so a publish is never starved by saves.
 */
export class RepositoryLock {
  private sharedHolders = 0;
  private exclusiveHeld = false;
  private readonly waiting: Waiter[] = [];
  private readonly draftQueues = new Map<string, OperationQueue>();

  shared<T>(work: () => Promise<T>): Promise<T> {
    return this.hold(false, work);
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.hold(true, work);
  }

  /** One at a time per draft (its work tree's index and its branch), beside other drafts and shared work. */
  draft<T>(branch: string, work: () => Promise<T>): Promise<T> {
    let queue = this.draftQueues.get(branch);
    if (!queue) {
      queue = new OperationQueue();
      this.draftQueues.set(branch, queue);
    }
    return queue.run(() => this.shared(work));
  }

  private async hold<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    await this.acquire(exclusive);
    try {
      return await work();
    } finally {
      if (exclusive) this.exclusiveHeld = false;
      else this.sharedHolders -= 1;
      this.wakeWaiting();
    }
  }

  private acquire(exclusive: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.mayStart(exclusive)) {
      this.take(exclusive);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ exclusive, start: resolve }));
  }

  private mayStart(exclusive: boolean): boolean {
    return exclusive ? !this.exclusiveHeld && this.sharedHolders === 0 : !this.exclusiveHeld;
  }

  private take(exclusive: boolean): void {
    if (exclusive) this.exclusiveHeld = true;
    else this.sharedHolders += 1;
  }

  private wakeWaiting(): void {
    while (this.waiting.length > 0 && this.mayStart(this.waiting[0]!.exclusive)) {
      const next = this.waiting.shift()!;
      this.take(next.exclusive);
      next.start();
    }
  }
}

const locks = new Map<string, RepositoryLock>();

/** One lock per git repository (by its common git directory), shared by every handle opened on it in this process. */
export function lockFor(gitCommonDir: string): RepositoryLock {
  let lock = locks.get(gitCommonDir);
  if (!lock) {
    lock = new RepositoryLock();
    locks.set(gitCommonDir, lock);
  }
  return lock;
}

const slots = new Map<string, GitSlots>();

/** The saves' git slots of one repository in this process (see GitSlots). */
export function slotsFor(gitCommonDir: string): GitSlots {
  let found = slots.get(gitCommonDir);
  if (!found) {
    found = new GitSlots();
    slots.set(gitCommonDir, found);
  }
  return found;
}
