/**
 * A worker thread of rich-text-pool.ts: claims chunks of texts from the counter it shares with the
 * main thread and parses them with the same code the main thread uses, so the findings are the same.
 */
import { parentPort } from 'node:worker_threads';
import { parseChunk, type RichTextJob } from './rich-text-chunks.ts';

parentPort?.once('message', (job: RichTextJob) => {
  for (let chunk = Atomics.add(job.claimed, 0, 1); chunk < job.chunks; chunk = Atomics.add(job.claimed, 0, 1)) {
    parentPort?.postMessage({ chunk, findings: parseChunk(job, chunk) });
  }
  parentPort?.close();
});
