import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSite } from '../../../tests/blocks/test-site';
import type { ReceivedPage } from '../../generated/received-types';
import type { Site } from '../../generated/schema-types';
import { SHELL_STYLES_INPUT, type Manifest } from './prerender-assets';
import { routeDocument } from './route-document';
import { writeFixtureProject } from './structured-data/entry-fixtures';
import type { StructuredDataProject } from './structured-data/route-structured-data';

/** A build with no block styles: the document's head is what these tests read. */
const manifest: Manifest = {
  [SHELL_STYLES_INPUT]: { file: 'assets/shell.js', assets: ['assets/ibm-plex-sans-latin-wght-normal-A1.woff2'] },
};

function documentFor(route: string, title: string, project: StructuredDataProject): string {
  const page = { title, description: 'A page.', blocks: [] } as unknown as ReceivedPage;
  return routeDocument({
    rendered: { html: `<h1>${title}</h1>`, page, route, islandTypes: [] },
    blockTypes: [],
    site: testSite as unknown as Site,
    manifest,
    assetsRoot: project.root,
    project,
  });
}

function jsonLdTypes(html: string): unknown[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1] ?? 'null') as { '@type': string })['@type'],
  );
}

describe('routeDocument', () => {
  let project: StructuredDataProject;
  beforeAll(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'route-document-'));
    project = { root, routes: writeFixtureProject(root) };
  });
  afterAll(() => rmSync(project.root, { recursive: true, force: true }));

  it("puts a post's breadcrumbs, its BlogPosting and the feed link in the head, and no script that runs", () => {
    const html = documentFor('/blogs/palletizing-payback', 'Post palletizing-payback', project);
    expect(jsonLdTypes(html)).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Kinetiq Automation Pvt. Ltd. blog" href="/blogs/feed.xml">',
    );
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it("puts a job's JobPosting in the head of its page", () => {
    const html = documentFor('/careers/current-openings/plc-engineer', 'PLC Commissioning Engineer', project);
    expect(jsonLdTypes(html)).toEqual(['BreadcrumbList', 'JobPosting']);
  });

  it('gives the home page its Organization and the blog page the feed link only', () => {
    expect(jsonLdTypes(documentFor('/', 'Home', project))).toEqual(['Organization']);
    const blog = documentFor('/blogs', 'Blogs', project);
    expect(jsonLdTypes(blog)).toEqual([]);
    expect(blog).toContain('href="/blogs/feed.xml"');
  });
});
