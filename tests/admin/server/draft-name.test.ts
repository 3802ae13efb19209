import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { firstFileOf } from '../../../src/admin/server/draft-workspaces.ts';

const request = (body: unknown, query: unknown = {}) => ({ body, query }) as FastifyRequest;

/** A new draft is named after its first page, so the drafts list and the review say what it is about. */
describe('the first file a new draft is named after', () => {
  it("is a new entry's file when the first change creates a blog post or a job opening", () => {
    expect(firstFileOf(request({ collection: 'posts', title: 'Vision checks on a bottling line' }))).toBe(
      'content/posts/vision-checks-on-a-bottling-line.json',
    );
    expect(firstFileOf(request({ collection: 'jobs', title: 'PLC Engineer (Pune)' }))).toBe(
      'content/jobs/plc-engineer-pune.json',
    );
  });

  it("is the page's file for a saved or created page, and 'changes' only when nothing names one", () => {
    expect(firstFileOf(request({ file: 'pages/about.json', data: {} }))).toBe('pages/about.json');
    expect(firstFileOf(request({ route: '/' }))).toBe('pages/index.json');
    expect(firstFileOf(request({ collection: 'nothing-like-it', title: 'x' }))).toBe('changes');
    expect(firstFileOf(request(undefined))).toBe('changes');
  });
});
