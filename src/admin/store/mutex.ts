export type Mutex = <T>(work: () => Promise<T>) => Promise<T>;

/** One holder at a time, in the order they asked; a holder that throws still lets the next one in. */
export function createMutex(): Mutex {
  let tail: Promise<void> = Promise.resolve();
  return async (work) => {
    const previous = tail;
    let release!: () => void;
    tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  };
}

const mutexByKey = new Map<string, Mutex>();

/** The same mutex for the same key within this process (every store opened on one SQLite file). */
export function processMutex(key: string): Mutex {
  let mutex = mutexByKey.get(key);
  if (!mutex) {
    mutex = createMutex();
    mutexByKey.set(key, mutex);
  }
  return mutex;
}
