import { describe, expect, it } from 'vitest';
import { planRebuild } from './rebuild-plan';

const queries = new Map([
  ['posts', ['pages/blogs.json', 'pages/index.json']],
  ['news', ['pages/index.json']],
  ['jobs', ['pages/careers/current-openings.json']],
]);

describe('planRebuild', () => {
  it('renders only the changed pages, each once, and takes the images that came with them', () => {
    expect(
      planRebuild(['pages/about.json', './pages/product/a.json', 'pages/about.json', 'public/images/x.jpg']),
    ).toEqual({
      full: false,
      pages: ['pages/about.json', 'pages/product/a.json'],
      entries: [],
      collections: [],
      images: ['public/images/x.jpg'],
    });
  });

  it('renders a changed post and every page that lists posts, never the whole site', () => {
    expect(planRebuild(['content/posts/robot-cells.json', 'public/images/cell.jpg'], queries)).toEqual({
      full: false,
      pages: ['pages/blogs.json', 'pages/index.json'],
      entries: ['content/posts/robot-cells.json'],
      collections: ['posts'],
      images: ['public/images/cell.jpg'],
    });
  });

  it('lists each page once when it shows several changed collections, beside a changed page', () => {
    const plan = planRebuild(['content/news/expo.json', 'content/posts/a.json', 'pages/index.json'], queries);
    expect(plan).toMatchObject({
      pages: ['pages/blogs.json', 'pages/index.json'],
      entries: ['content/news/expo.json', 'content/posts/a.json'],
      collections: ['news', 'posts'],
    });
  });

  it('renders a job with the openings page only', () => {
    expect(planRebuild(['content/jobs/plc-engineer.json'], queries)).toMatchObject({
      pages: ['pages/careers/current-openings.json'],
      entries: ['content/jobs/plc-engineer.json'],
    });
  });

  it.each([
    [undefined, 'no list of changed files'],
    [['pages/about.json', 'site.json'], 'site.json changed'],
    [['schemas/page.schema.json'], 'schemas/page.schema.json changed'],
    [['schemas/collections/post.schema.json'], 'schemas/collections/post.schema.json changed'],
    [['src/browser/blocks/Banner/Banner.tsx'], 'src/browser/blocks/Banner/Banner.tsx changed'],
    [['redirects.json'], 'redirects.json changed'],
    [['public/brochures/a.pdf'], 'public/brochures/a.pdf changed'],
    [['content/posts/README.md'], 'content/posts/README.md changed'],
    [['content/posts/old/a.json'], 'content/posts/old/a.json changed'],
    [['content/events/a.json'], 'content/events/a.json changed'],
  ])('builds everything for %j', (files, reason) => {
    expect(planRebuild(files, queries)).toEqual({ full: true, reason });
  });
});
