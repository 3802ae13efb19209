/** Runs the work given to it one at a time, in order; a failure does not stop the work queued after it. */
export class OperationQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const queues = new Map<string, OperationQueue>();

/** One queue per git repository (by its common git directory), shared by every handle opened on it in this process. */
export function queueFor(gitCommonDir: string): OperationQueue {
  let queue = queues.get(gitCommonDir);
  if (!queue) {
    queue = new OperationQueue();
    queues.set(gitCommonDir, queue);
  }
  return queue;
}
