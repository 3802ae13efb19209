import type { RichTextOptions } from '../../schema/annotations.ts';
import { readRichTextFindings, type RichTextFindings } from './rich-text-findings.ts';

/** One rich text to parse, with the options of its field. */
export interface RichTextRequest {
  text: string;
  options: RichTextOptions;
}

/** What the main thread and its workers share: the texts, in chunks, and which chunks are taken. */
export interface RichTextJob {
  requests: RichTextRequest[];
  chunkSize: number;
  chunks: number;
  /** One number: the next chunk nobody has claimed (Atomics.add claims it), shared by every thread. */
  claimed: Int32Array;
}

export function richTextJob(requests: RichTextRequest[], chunkSize: number): RichTextJob {
  return {
    requests,
    chunkSize,
    chunks: Math.ceil(requests.length / chunkSize),
    claimed: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)),
  };
}

/** The findings of the texts of chunk `chunk`, in order. */
export function parseChunk(job: RichTextJob, chunk: number): RichTextFindings[] {
  return job.requests
    .slice(chunk * job.chunkSize, (chunk + 1) * job.chunkSize)
    .map(({ text, options }) => readRichTextFindings(text, options));
}
