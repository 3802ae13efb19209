type Listener = (commit: string) => void;

const listenersByFile = new Map<string, Set<Listener>>();

/**
 * Publish announcements for SQLite: one server process per database file, so every store of this
 * process on the same file hears them, and nothing else needs to.
 */
export function localPublishChannel(file: string) {
  let listeners = listenersByFile.get(file);
  if (!listeners) {
    listeners = new Set();
    listenersByFile.set(file, listeners);
  }
  const shared = listeners;
  const own = new Set<Listener>();
  return {
    announce(commit: string): void {
      // Later, as a NOTIFY arrives later: a listener never runs inside the publish that announced.
      for (const listener of [...shared]) setImmediate(() => deliver(listener, commit));
    },
    listen(listener: Listener): () => void {
      // Wrapped, so the same function subscribed twice is two subscriptions.
      const entry: Listener = (commit) => listener(commit);
      shared.add(entry);
      own.add(entry);
      return () => {
        shared.delete(entry);
        own.delete(entry);
      };
    },
    /** A closed store stops hearing announcements. */
    close(): void {
      for (const entry of own) shared.delete(entry);
      own.clear();
    },
  };
}

/** A listener that throws must not stop the others or the publish that announced. */
export function deliver(listener: Listener, commit: string): void {
  try {
    listener(commit);
  } catch (error) {
    console.error('A publish listener failed:', error instanceof Error ? error.message : error);
  }
}
