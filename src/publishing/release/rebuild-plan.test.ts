import { describe, expect, it } from 'vitest';
import { planRebuild } from './rebuild-plan';

describe('planRebuild', () => {
  it('renders only the changed pages, each once, and takes the images that came with them', () => {
    expect(
      planRebuild(['pages/about.json', './pages/product/a.json', 'pages/about.json', 'public/images/x.jpg']),
    ).toEqual({ full: false, pages: ['pages/about.json', 'pages/product/a.json'], images: ['public/images/x.jpg'] });
  });

  it.each([
    [undefined, 'no list of changed files'],
    [['pages/about.json', 'site.json'], 'site.json changed'],
    [['schemas/page.schema.json'], 'schemas/page.schema.json changed'],
    [['src/browser/blocks/Banner/Banner.tsx'], 'src/browser/blocks/Banner/Banner.tsx changed'],
    [['redirects.json'], 'redirects.json changed'],
    [['public/brochures/a.pdf'], 'public/brochures/a.pdf changed'],
  ])('builds everything for %j', (files, reason) => {
    expect(planRebuild(files)).toEqual({ full: true, reason });
  });
});
