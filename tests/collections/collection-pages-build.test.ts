/**
 * One build of the collections fixture (tests/fixtures/collections) at FIXTURE_NOW: the blog cards,
 * a post's own page, the openings list and the sitemap, read from the files the build wrote.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/prerender/build-site';
import { collectionsProjectOnEngine, FIXTURE_NOW } from '../support/collections-fixture';
import { parseHtml } from '../support/parse-html';

const BUILD_MS = 300_000;

let project: { root: string; remove: () => void };
const previousNow = process.env.CONTENT_NOW;

beforeAll(async () => {
  process.env.CONTENT_NOW = FIXTURE_NOW;
  project = collectionsProjectOnEngine();
  await buildSite({ root: project.root });
}, BUILD_MS);

afterAll(() => {
  project?.remove();
  if (previousNow === undefined) delete process.env.CONTENT_NOW;
  else process.env.CONTENT_NOW = previousNow;
});

const built = (file: string) => readFileSync(path.join(project.root, 'dist', file), 'utf8');

/** The document of a built page, parsed as a browser would. */
function documentOf(file: string): Document {
  return parseHtml(built(file));
}

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent?.trim());

describe('the built /blogs', () => {
  it('shows the live posts, newest first, each card dated and linking to its post', () => {
    const page = documentOf('blogs/index.html');
    const cards = [...page.querySelectorAll('#posts li:has(h2, h3)')];
    expect(texts(cards.map((card) => card.querySelector('h2, h3')!))).toEqual([
      'Cutting Conveyor Energy in a Dairy',
      'Five Checks Before You Automate Palletizing',
    ]);
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual([
      '/blogs/conveyor-energy',
      '/blogs/palletizing-checks',
    ]);
    expect(cards.map((card) => card.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-04-02',
      '2026-03-14',
    ]);
    expect(built('blogs/index.html')).not.toContain('A Post Scheduled for Tomorrow');
  });
});

describe("a post's own page", () => {
  it('is an article with its dated facts, its body with bold text and headings, and links back', () => {
    const page = documentOf('blogs/palletizing-checks/index.html');
    const article = page.querySelector('article')!;
    expect(article.querySelector('h1')?.textContent).toBe('Five Checks Before You Automate Palletizing');
    expect(article.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-14');
    expect(article.querySelector('time')?.textContent).toBe('14 Mar 2026');
    expect(article.querySelector('strong')?.textContent).toBe('three things');
    expect(article.querySelector('h2')?.textContent).toBe('Throughput');
    expect(texts(article.querySelectorAll('a'))).toEqual(expect.arrayContaining(['about us', 'All posts']));
    expect(page.title).toContain('Five Checks Before You Automate Palletizing');
  });

  it('ships no JavaScript: the article is static (the news carousel, an island, does)', () => {
    const script = /<script\b(?![^>]*type="application\/(ld\+)?json")/;
    expect(built('blogs/palletizing-checks/index.html')).not.toMatch(script);
    expect(built('news/index.html')).toMatch(script);
  });

  it('is not built for the scheduled post', () => {
    expect(() => built('blogs/future-post/index.html')).toThrow();
  });
});

describe('the built openings list', () => {
  it('lists the open job with its place and kind, and neither the closed job nor the no-openings notice', () => {
    const html = built('careers/current-openings/index.html');
    const page = documentOf('careers/current-openings/index.html');
    expect(texts(page.querySelectorAll('#openings h3'))).toEqual(['Controls Engineer']);
    expect(html).toContain('Pune, Maharashtra · Full time · 3 to 5 years');
    expect(html).not.toContain('Service Technician');
    expect(html).not.toContain('No Openings Right Now');
    expect(() => built('careers/current-openings/service-technician/index.html')).toThrow();
    expect(built('careers/current-openings/controls-engineer/index.html')).toContain(
      'mailto:careers@example.in?subject=Controls%20Engineer%20%26%20PLC',
    );
  });
});

describe('the built news list', () => {
  it('shows the news items with their date label in a <time>', () => {
    const time = documentOf('news/index.html').querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-04-12');
    expect(time?.textContent).toBe('12 Apr 2026');
  });
});

describe('the sitemap', () => {
  it('lists each live entry with its lastmod, and no scheduled or closed entry', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain(
      '<url><loc>https://www.example.in/blogs/conveyor-energy</loc><lastmod>2026-04-20</lastmod></url>',
    );
    expect(sitemap).toContain(
      '<url><loc>https://www.example.in/careers/current-openings/controls-engineer</loc><lastmod>2026-04-10</lastmod></url>',
    );
    expect(sitemap).not.toContain('future-post');
    expect(sitemap).not.toContain('service-technician');
  });
});
