import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newPageRouteProblem } from '../../src/build/scaffold/new-page-route';
import { formatProblem } from '../../src/build/validation/format-problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { copyBaseFixture } from '../support/base-fixture';

/**
 * A page at an address the site's own files or the server answer (/robots.txt, /blogs/feed.xml,
 * /admin/…): it passed `npm run validate`, and then the build stopped with EISDIR and an absolute
 * path, after Publish had already pushed it, so the public site stayed behind the published branch.
 */
describe('a page cannot take an address the site itself uses', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['pages/robots.txt.json', "'robots.txt' ends like a file name"],
    ['pages/blogs/feed.xml.json', "'feed.xml' ends like a file name"],
    ['pages/about/index.html.json', "'index.html' ends like a file name"],
    ['pages/_redirects.json', 'addresses under /_redirects'],
    ['pages/admin.json', 'addresses under /admin'],
    ['pages/api/leads.json', 'addresses under /api'],
    ['pages/images/gallery.json', 'addresses under /images'],
  ])('npm run validate refuses %s in words (%s)', async (file, words) => {
    root = mkdtempSync(path.join(tmpdir(), 'reserved-address-'));
    copyBaseFixture(root);
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(path.join(root, 'pages/about.json'), path.join(root, file));
    const { problems } = await validateProject({ root });
    const refused = problems.filter((problem) => problem.file === file && problem.severity === 'error');
    expect(refused.map(formatProblem).join('\n')).toContain(words);
  });

  it.each(['/sitemap.xml', '/admin/users', '/healthz', '/brochures/all'])(
    'the editor and npm run new-page refuse the route %s',
    (route) => {
      expect(newPageRouteProblem(route)).toMatch(/cannot be a route/);
    },
  );

  it.each(['/product/v2-gripper', '/industries/pharma', '/administration', '/apis'])(
    'an ordinary route such as %s stays allowed',
    (route) => {
      expect(newPageRouteProblem(route)).toBeUndefined();
    },
  );
});
