import { describe, expect, it, vi } from 'vitest';
import { benchPostBody } from '../../../scripts/bench/bench-post-generator';
import { fixtureStrings } from '../../../tests/support/fixture-strings';
import type { RichTextRequest } from './rich-text-chunks';
import { readRichTextFindings } from './rich-text-findings';
import { startRichTextParsing } from './rich-text-pool';

const worker = new URL('./rich-text-worker.ts', import.meta.url);

/** Every string of every fixture file, each as a body (headings allowed) and as a paragraph. */
function fixtureRequests(): RichTextRequest[] {
  return fixtureStrings().flatMap((text) => [
    { text, options: { headings: true } },
    { text, options: { headings: false } },
  ]);
}

/**
 * Enough text for the pool to start a worker: long posts like the scale bench's, each different;
 * every other one proved by the quick parse, the others with problems for the full parser.
 */
function manyPosts(count: number): RichTextRequest[] {
  return Array.from({ length: count }, (_, n) => ({
    text: `${benchPostBody(n, '/about')}\n\nPost ${n} ${n % 2 ? '<b>of</b> the series, ![x](/y.png)' : 'of the series'}.`,
    options: { headings: n % 4 < 2 },
  }));
}

describe('parsing rich texts in worker threads', () => {
  it('finds exactly what the main thread finds, in request order, while a worker takes part', async () => {
    const requests = [...fixtureRequests(), ...manyPosts(220)];
    const parsing = startRichTextParsing(requests, worker);
    // The main thread joins only once a worker has parsed something, so the worker's findings are compared too.
    await vi.waitFor(() => expect(parsing.parsedByWorkers()).toBeGreaterThan(0), { timeout: 60_000, interval: 20 });
    const findings = await parsing.finish();
    expect(findings).toEqual(requests.map(({ text, options }) => readRichTextFindings(text, options)));
  }, 120_000);

  it('parses everything on the main thread when the worker cannot start', async () => {
    const requests = manyPosts(220);
    const parsing = startRichTextParsing(requests, new URL('./no-such-worker.mjs', import.meta.url));
    expect(await parsing.finish()).toEqual(requests.map(({ text, options }) => readRichTextFindings(text, options)));
    expect(parsing.parsedByWorkers()).toBe(0);
  });

  it('starts no worker for a few texts', async () => {
    const requests = manyPosts(3);
    const parsing = startRichTextParsing(requests, worker);
    expect(await parsing.finish()).toEqual(requests.map(({ text, options }) => readRichTextFindings(text, options)));
    expect(parsing.parsedByWorkers()).toBe(0);
  });
});
