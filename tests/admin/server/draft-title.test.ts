import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { draftTitleOf, isFileTitle } from '../../../src/admin/server/draft-title.ts';
import { writeFiles } from '../../publishing/content/content-fixture.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'draft-title-'));
  writeFiles(root, {
    'pages/about.json': '{ "title": "About us" }\n',
    'content/posts/vision-checks.json': '{ "title": "Vision checks on a line" }\n',
    'content/news/award.json': '{ "headline": "Kinetiq wins an award" }\n',
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("names a draft after its page's or entry's title and address, as the author knows them", async () => {
  expect(await draftTitleOf(root, 'pages/about.json')).toBe('About us · /about');
  expect(await draftTitleOf(root, 'content/posts/vision-checks.json')).toBe(
    'Blog post: Vision checks on a line · /blogs/vision-checks',
  );
  expect(await draftTitleOf(root, 'content/news/award.json')).toBe('News item: Kinetiq wins an award');
  expect(await draftTitleOf(root, 'site.json')).toBe('Site settings');
  // A page deleted by the save has no title left to read: its address still says which page.
  expect(await draftTitleOf(root, 'pages/careers.json')).toBe('/careers');
});

it('replaces only a title that is still the file the draft started with', () => {
  expect(isFileTitle('pages/about.json')).toBe(true);
  expect(isFileTitle('changes')).toBe(true);
  expect(isFileTitle('About us · /about')).toBe(false);
});
