/**
 * One queue of changes per project folder: a change may write several files (a move rewrites links),
 * so one at a time keeps a save from racing a move in the same folder; different folders (two
 * authors' drafts) never wait for each other. Reads and checks never wait.
 */
export function createWriteQueues() {
  const tails = new Map<string, Promise<unknown>>();
  return function oneAtATime<T>(root: string, work: () => Promise<T>): Promise<T> {
    const tail = tails.get(root) ?? Promise.resolve();
    const result = tail.then(work, work);
    const settled = result.catch(() => undefined);
    tails.set(root, settled);
    // Forget a folder once its queue is empty, so a server that saw many drafts holds no list of them.
    void settled.then(() => {
      if (tails.get(root) === settled) tails.delete(root);
    });
    return result;
  };
}
