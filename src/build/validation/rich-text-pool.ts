import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseChunk, richTextJob, type RichTextRequest } from './rich-text-chunks.ts';
import type { RichTextFindings } from './rich-text-findings.ts';

/**
 * Below this many characters a worker costs more than it saves: it starts in 50 to 100 ms and loads
 * the parsers again, while the quick parse (proveRichTextSubset) reads about 500,000 characters in
 * 30 ms; the texts are parsed on the main thread. A long blog post is about 2,500.
 */
const WORKER_MIN_CHARACTERS = 500_000;
/** Texts per claim: small enough that the threads finish together, large enough that claiming is free. */
const CHUNK_SIZE = 8;

/**
 * A worker running `url`. Node does not pass `--import tsx` on to a worker's own module, so the
 * TypeScript source (under `tsx`, in the tests) starts by registering tsx; the bundled copy
 * (scripts/validate.mjs) starts directly.
 */
function startWorker(url: URL): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { eval: true });
}

export interface RichTextParsing {
  /** Parses on the calling thread what no worker has claimed, then waits for the workers: findings in request order. */
  finish(): Promise<RichTextFindings[]>;
  /** How many texts worker threads have parsed so far (the rest is the main thread's). */
  parsedByWorkers(): number;
}

/**
 * Starts parsing `requests` in worker threads (`workerUrl`, rich-text-worker.ts or its bundled copy),
 * one per core beside the main thread, while the main thread goes on validating; `finish()` makes the
 * main thread join in. Chunks are claimed from a shared counter, so whichever thread is free takes the
 * next one. A worker that fails to start or stops leaves its chunks to the main thread: same findings.
 */
export function startRichTextParsing(requests: RichTextRequest[], workerUrl?: URL): RichTextParsing {
  const job = richTextJob(requests, CHUNK_SIZE);
  const results: (RichTextFindings[] | undefined)[] = Array.from({ length: job.chunks });
  const characters = requests.reduce((sum, request) => sum + request.text.length, 0);
  const threads = workerUrl && characters >= WORKER_MIN_CHARACTERS ? Math.min(availableParallelism() - 1, 3) : 0;
  let answered = 0;
  let byWorkers = 0;
  let stopped = 0;
  let settle = (): void => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const check = () => {
    if (answered >= job.chunks || stopped >= threads) settle();
  };
  const workers = Array.from({ length: Math.max(0, threads) }, () => {
    const worker = startWorker(workerUrl!);
    worker.on('message', ({ chunk, findings }: { chunk: number; findings: RichTextFindings[] }) => {
      results[chunk] = findings;
      answered += 1;
      byWorkers += findings.length;
      check();
    });
    // 'exit' follows an 'error' too; the chunks it claimed and never answered are parsed below.
    worker.on('error', () => {});
    worker.on('exit', () => {
      stopped += 1;
      check();
    });
    worker.postMessage(job);
    return worker;
  });

  return {
    parsedByWorkers: () => byWorkers,
    async finish() {
      for (let chunk = Atomics.add(job.claimed, 0, 1); chunk < job.chunks; chunk = Atomics.add(job.claimed, 0, 1)) {
        results[chunk] = parseChunk(job, chunk);
        answered += 1;
      }
      check();
      await settled;
      await Promise.all(workers.map((worker) => worker.terminate()));
      return results.flatMap((findings, chunk) => findings ?? parseChunk(job, chunk));
    },
  };
}
