/**
 * A page or entry that is not there (deleted in another tab, or a stale list) is refused in words with
 * 404, as opening it is, for every operation that starts from an existing file: never a 500.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorUnderTest } from './editor-test-project';

const under = editorUnderTest();

describe('an operation on a page or entry that does not exist', () => {
  it.each([
    ['duplicating a page', '/api/pages/duplicate', { file: 'pages/gone.json', route: '/gone-copy' }, 'pages/gone.json'],
    ['moving a page', '/api/pages/move', { file: 'pages/gone.json', route: '/gone-moved' }, 'pages/gone.json'],
    [
      'renaming an entry',
      '/api/entries/rename',
      { file: 'content/posts/gone.json', slug: 'gone-renamed' },
      'content/posts/gone.json',
    ],
  ])('%s answers 404 naming the file, and writes nothing', async (_what, address, json, file) => {
    const answer = await under.call('POST', address, { json });
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body.error).toBe(`${file} does not exist.`);
    for (const written of ['pages/gone-copy.json', 'pages/gone-moved.json', 'content/posts/gone-renamed.json']) {
      expect(existsSync(path.join(under.root, written))).toBe(false);
    }
  });

  it.each([
    ['deleting a page', 'pages/nope.json'],
    ['deleting an entry', 'content/posts/nope.json'],
  ])('%s answers 404 naming the file, and keeps redirects.json as it was', async (_what, file) => {
    const redirects = path.join(under.root, 'redirects.json');
    const before = existsSync(redirects) ? readFileSync(redirects, 'utf8') : null;
    const answer = await under.call('DELETE', `/api/file?file=${encodeURIComponent(file)}`);
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body.error).toBe(`${file} does not exist.`);
    expect(existsSync(redirects) ? readFileSync(redirects, 'utf8') : null).toBe(before);
  });
});
