import { expect, it } from 'vitest';
import { collections } from '../../../src/collections/collections.ts';
import { kindOfPath } from '../../../src/editor/server/sandbox.ts';
import { isAuthorContent } from '../../../src/publishing/content/author-content-paths.ts';

// A rollback restores isAuthorContent's paths: every file the editor writes must be among them, no code file.
it("counts every file the editor writes as authors' content, and no code", () => {
  const editorFiles = [
    'pages/index.json',
    'pages/blog/a.json',
    'public/images/a.jpg',
    'site.json',
    ...collections.map((collection) => `${collection.folder}first-entry.json`),
  ];
  for (const file of editorFiles) {
    expect(kindOfPath(file), file).toBeDefined();
    expect(isAuthorContent(file), file).toBe(true);
  }
  // Moving or deleting a page or an entry adds a redirect (page-operations.ts, entry-operations.ts).
  expect(isAuthorContent('redirects.json')).toBe(true);
  for (const file of ['src/main.ts', 'schemas/page.schema.json', 'package.json', 'public/robots.txt', 'pages.json']) {
    expect(kindOfPath(file), file).toBeUndefined();
    expect(isAuthorContent(file), file).toBe(false);
  }
});
