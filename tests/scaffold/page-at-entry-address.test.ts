import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scaffoldPage } from '../../src/build/scaffold/scaffold-page';
import { collectionsProject } from '../support/collections-fixture';

/**
 * The editor's New page (and npm run new-page) made pages/blogs/<a post's slug>.json: the route was free among the
 * pages, but the post's own page has that address. The author's page saved; only Publish refused, with the error
 * on the post, a file the author never opened. It is refused where the route is chosen.
 */
describe('a new page at the address of a blog post or job opening', () => {
  let project: { root: string; remove: () => void } | undefined;
  afterEach(() => project?.remove());

  it('is refused, naming the entry, and nothing is written', async () => {
    project = collectionsProject();
    const { root } = project;
    await expect(scaffoldPage({ root, route: '/blogs/palletizing-checks', template: 'plain' })).rejects.toThrow(
      "Refused: the blog post content/posts/palletizing-checks.json has the address '/blogs/palletizing-checks'. Choose another route.",
    );
    expect(existsSync(path.join(root, 'pages/blogs/palletizing-checks.json'))).toBe(false);
  });

  it('is made when no entry has that address', async () => {
    project = collectionsProject();
    const made = await scaffoldPage({ root: project.root, route: '/blogs/reading-list', template: 'plain' });
    expect(made.file).toBe('pages/blogs/reading-list.json');
  });
});
