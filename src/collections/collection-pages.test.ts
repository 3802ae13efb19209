import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_LAST_OPENING, collectionsProject, FIXTURE_NOW } from '../../tests/support/collections-fixture';
import { readPage } from '../build/pages/read-page';
import { deriveRouteTable } from '../build/pages/route-table';
import path from 'node:path';

let project: { root: string; remove: () => void };
const previousNow = process.env.CONTENT_NOW;

beforeAll(() => {
  project = collectionsProject();
  process.env.CONTENT_NOW = FIXTURE_NOW;
});

afterAll(() => {
  project.remove();
  if (previousNow === undefined) delete process.env.CONTENT_NOW;
  else process.env.CONTENT_NOW = previousNow;
});

const routesOf = (root: string) => deriveRouteTable(path.join(root, 'pages'), root);

describe('entries in the route table', () => {
  it('has a route for each live post and open job, from its file, and none for the future post or the closed job', () => {
    const entries = routesOf(project.root).filter(({ file }) => file.startsWith('content/'));
    expect(entries.map(({ route, file }) => [route, file])).toEqual([
      ['/blogs/conveyor-energy', 'content/posts/conveyor-energy.json'],
      ['/blogs/palletizing-checks', 'content/posts/palletizing-checks.json'],
      ['/careers/current-openings/controls-engineer', 'content/jobs/controls-engineer.json'],
    ]);
    expect(entries.every(({ blockTypes }) => blockTypes.join() === 'article')).toBe(true);
  });

  it("dates an entry's route with its last change: updated, else its date", () => {
    const lastmod = Object.fromEntries(routesOf(project.root).map(({ route, lastmod }) => [route, lastmod]));
    expect(lastmod['/blogs/conveyor-energy']).toBe('2026-04-20');
    expect(lastmod['/blogs/palletizing-checks']).toBe('2026-03-14');
    expect(lastmod['/careers/current-openings/controls-engineer']).toBe('2026-04-10');
    expect(lastmod['/about']).toBeUndefined();
  });

  it('lists news items nowhere as routes: they have no page of their own', () => {
    expect(routesOf(project.root).some(({ file }) => file.startsWith('content/news/'))).toBe(false);
  });
});

describe('a page that lists a collection', () => {
  it('fills the openings grid with the open job, linking to its page', () => {
    const grid = readPage(project.root, 'pages/careers/current-openings.json').blocks.find(
      ({ type }) => type === 'cardGrid',
    );
    expect(grid?.type === 'cardGrid' && grid.cards.map(({ title, text, link }) => [title, text, link?.href])).toEqual([
      [
        'Controls Engineer',
        'Pune, Maharashtra · Full time · 3 to 5 years',
        '/careers/current-openings/controls-engineer',
      ],
    ]);
  });

  it('finds no card once the last opening has closed, so the grid shows its whenEmpty notice', () => {
    process.env.CONTENT_NOW = AFTER_LAST_OPENING;
    try {
      const grid = readPage(project.root, 'pages/careers/current-openings.json').blocks.find(
        ({ type }) => type === 'cardGrid',
      );
      expect(grid?.type === 'cardGrid' && grid.cards).toEqual([]);
      expect(grid?.type === 'cardGrid' && grid.whenEmpty?.link?.href).toBe('mailto:careers@example.in');
    } finally {
      process.env.CONTENT_NOW = FIXTURE_NOW;
    }
  });

  it('fills the news carousel with dated items', () => {
    const carousel = readPage(project.root, 'pages/news.json').blocks.find(({ type }) => type === 'newsCarousel');
    expect(
      carousel?.type === 'newsCarousel' &&
        carousel.items.map(({ date, dateTime, headline }) => [date, dateTime, headline]),
    ).toEqual([['12 Apr 2026', '2026-04-12', 'We showed our vertical lift module at an automation expo in Mumbai']]);
  });
});

describe("an entry's page", () => {
  it('is a post made into an article: category, heading, dated facts, body and links back', () => {
    const page = readPage(project.root, 'content/posts/palletizing-checks.json');
    expect(page.title).toBe('Five Checks Before You Automate Palletizing');
    expect(page.description).toMatch(/^Throughput, pallet patterns/);
    const [article] = page.blocks;
    if (article?.type !== 'article') throw new Error('a post page is one article');
    expect(article.eyebrow).toBe('Robotics');
    expect(article.facts).toEqual([
      { label: 'Published', value: '14 Mar 2026', dateTime: '2026-03-14' },
      { label: 'Author', value: 'Priya Kulkarni, Controls Engineer' },
      { label: 'Reading time', value: '1 min read' },
    ]);
    expect(article.links?.map(({ label, href }) => [label, href])).toEqual([
      ['About Us', '/about'],
      ['All posts', '/blogs'],
    ]);
  });

  it('is a job with where, until when and an e-mail application whose subject is encoded', () => {
    const [article] = readPage(project.root, 'content/jobs/controls-engineer.json').blocks;
    if (article?.type !== 'article') throw new Error('a job page is one article');
    expect(article.facts?.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Location: Pune, Maharashtra',
      'Employment type: Full time',
      'Department: Controls',
      'Experience: 3 to 5 years',
      'Posted: 10 Apr 2026',
      'Apply by: 30 Jun 2026',
    ]);
    expect(article.links?.map(({ href }) => href)).toEqual([
      'mailto:careers@example.in?subject=Controls%20Engineer%20%26%20PLC',
      '/careers/current-openings',
    ]);
  });
});
