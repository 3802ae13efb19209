/**
 * Group commit for saves' disk flushes: a save's git writes its files without flushing them (git-durability.ts),
 * then the save asks for them to be flushed and waits. One round flushes everything asked for before it started,
 * all at once; what is asked for while a round runs waits for the next round, which takes every path asked for in
 * the meantime. So 20 saves waiting share one round of parallel fsyncs (one journal commit on ext4) instead of
 * each waiting for its own few in turn, and a save still resolves only after a round that started after its files
 * were written has flushed them: a crash before that never loses a save its author was told is saved.
 */
export interface FlushRounds {
  /** Resolves once these paths are on disk; rejects when their round's flush failed. */
  flush(paths: readonly string[]): Promise<void>;
}

interface Waiting {
  paths: readonly string[];
  resolve(): void;
  reject(error: unknown): void;
}

export function createFlushRounds(flushAll: (paths: string[]) => Promise<void>): FlushRounds {
  let waiting: Waiting[] = [];
  let running = false;

  const runRound = async () => {
    running = true;
    const round = waiting;
    waiting = [];
    try {
      await flushAll([...new Set(round.flatMap((entry) => entry.paths))]);
      for (const entry of round) entry.resolve();
    } catch (error) {
      for (const entry of round) entry.reject(error);
    } finally {
      running = false;
      if (waiting.length > 0) void runRound();
    }
  };

  return {
    flush(paths) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ paths, resolve, reject });
        if (!running) void runRound();
      });
    },
  };
}
