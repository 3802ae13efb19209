import { describe, expect, it } from 'vitest';
import type { BlogPosting, BreadcrumbList, WithContext } from 'schema-dts';
import type { Page } from '../../generated/schema-types';
import { testSite } from '../../../tests/blocks/test-site';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { fontPreloadTags, headTags } from './prerender-head';

const about: Page = {
  $schema: '../schemas/page.schema.json',
  schemaVersion: 4,
  title: 'About Us',
  description: 'Robotics & material handling engineered in Pune, with a legacy since 2003.',
  blocks: [{ type: 'section', heading: 'History', paragraphs: ['Founded in 2022.'] }],
};

describe('headTags', () => {
  const head = headTags(about, '/about', testSite);

  it('writes the title, the description and the canonical URL from the page data', () => {
    expect(head).toContain('<title>About Us | Kinetiq Automation Pvt. Ltd.</title>');
    expect(head).toContain(
      '<meta name="description" content="Robotics &amp; material handling engineered in Pune, with a legacy since 2003.">',
    );
    expect(head).toContain('<link rel="canonical" href="https://www.example.in/about">');
  });

  it('writes Open Graph and Twitter cards with the site share image when the page has none', () => {
    expect(head).toContain('<meta property="og:title" content="About Us | Kinetiq Automation Pvt. Ltd.">');
    expect(head).toContain('<meta property="og:url" content="https://www.example.in/about">');
    expect(head).toContain('<meta property="og:image" content="https://www.example.in/images/share/default.svg">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="twitter:image" content="https://www.example.in/images/share/default.svg">');
  });

  it("prefers the page's own share image", () => {
    const image = { src: '/images/banners/about.svg', alt: 'Our Pune plant', width: 1600, height: 600 };
    expect(headTags({ ...about, image }, '/about', testSite)).toContain(
      '<meta property="og:image" content="https://www.example.in/images/banners/about.svg">',
    );
  });

  it('adds Organization JSON-LD on the home page only, as a data block that never executes', () => {
    expect(head).not.toContain('application/ld+json');
    const home = headTags(about, '/', testSite);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      '@type': 'Organization',
      name: 'Kinetiq Automation Pvt. Ltd.',
      url: 'https://www.example.in/',
      telephone: '+91 20 4567 8900',
      address: { addressLocality: 'Pune', addressRegion: 'Maharashtra', postalCode: '411026' },
      contactPoint: { '@type': 'ContactPoint', telephone: '+91 20 4567 8900', contactType: 'sales' },
      sameAs: ['https://www.linkedin.com/company/kinetiq-automation', 'https://www.youtube.com/@kinetiq-automation'],
    });
    expect(home.match(/<script/g)).toHaveLength(1);
  });

  it("adds the route's structured data, each item in its own data block", () => {
    const crumbs: WithContext<BreadcrumbList> = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home </script>', item: 'https://www.example.in/' }],
    };
    const post: WithContext<BlogPosting> = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'A post',
    };
    const withData = headTags(about, '/blogs/a-post', testSite, [crumbs, post]);
    const blocks = [...withData.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? 'null'),
    );
    expect(blocks).toEqual([crumbs, post]);
  });

  it.each(['/blogs', '/blogs/palletizing-payback'])('announces the blog feed on %s', (route) => {
    expect(headTags(about, route, testSite)).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Kinetiq Automation Pvt. Ltd. blog" href="/blogs/feed.xml">',
    );
  });

  it.each(['/', '/about', '/blogsworth'])('does not announce the feed on %s', (route) => {
    expect(headTags(about, route, testSite)).not.toContain('application/rss+xml');
  });

  it('keeps the not-found page out of search results and gives it no canonical URL', () => {
    const notFound = headTags({ ...about, title: 'Page Not Found' }, NOT_FOUND_ROUTE, testSite);
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).not.toContain('og:url');
  });

  it('escapes page text so it cannot break out of the head', () => {
    const sneaky = headTags({ ...about, title: '</title><script>alert(1)</script>' }, '/about', testSite);
    expect(sneaky).not.toContain('<script>alert');
    expect(sneaky).toContain('&lt;/title&gt;&lt;script&gt;');
  });
});

describe('fontPreloadTags', () => {
  it('preloads each font from the site itself, in CORS mode so the browser reuses the preload', () => {
    expect(fontPreloadTags(['assets/plex-latin-A1.woff2'])).toBe(
      '<link rel="preload" href="/assets/plex-latin-A1.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });
});
