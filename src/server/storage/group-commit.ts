/**
 * Group commit: work submitted while a batch is being written waits for the next batch, and each
 * batch is one transaction (one fsync) instead of one per item. Every caller is answered only after
 * the batch holding its item has committed, so an acknowledgement still means "durable".
 */
export interface GroupCommitOptions<Item, Result> {
  /** Writes the items in one transaction and returns one result per item, in order. */
  commit(items: Item[]): Promise<Result[]> | Result[];
  /** Items per transaction at most (the rest wait for the next one). Default 256. */
  maxBatch?: number;
  /**
   * Batches being written at once. Default 1; a database reached over the network (PostgreSQL) gains
   * from a few, each on its own connection, while one waits for its round trips.
   */
  concurrency?: number;
}

interface Pending<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export interface GroupCommit<Item, Result> {
  submit(item: Item): Promise<Result>;
}

export function groupCommit<Item, Result>(options: GroupCommitOptions<Item, Result>): GroupCommit<Item, Result> {
  const maxBatch = options.maxBatch ?? 256;
  const concurrency = options.concurrency ?? 1;
  let queue: Pending<Item, Result>[] = [];
  let writing = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || writing >= concurrency || queue.length === 0) return;
    scheduled = true;
    // setImmediate runs after the I/O callbacks of this loop turn: every request parsed in the same
    // turn joins the batch, and a lone request waits no timer.
    setImmediate(() => {
      scheduled = false;
      void writeBatch();
    });
  };

  const writeBatch = async () => {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    writing += 1;
    try {
      const results = await options.commit(batch.map((pending) => pending.item));
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      // One item the database refuses must not fail the others: each gets its own transaction.
      else for (const pending of batch) await commitAlone(pending);
    } finally {
      writing -= 1;
      schedule();
    }
  };

  const commitAlone = async (pending: Pending<Item, Result>) => {
    try {
      pending.resolve((await options.commit([pending.item]))[0]!);
    } catch (error) {
      pending.reject(error);
    }
  };

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
