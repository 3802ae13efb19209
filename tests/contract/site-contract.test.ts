import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Requirement } from '../../src/build/contract/site-contract';
import { removeScaffoldProjects } from '../scaffold/scaffold-project';
import {
  type AnyBlock,
  blockOf,
  contractFixture,
  contractReport,
  editJson,
  heroHeadlines,
  lines,
} from './contract-project';

type PageData = { blocks: AnyBlock[] };

afterAll(removeScaffoldProjects);

const productCards: Requirement = {
  id: 'home-product-cards',
  spec: '§2 Pages: Home',
  says: 'Our Products shows two cards',
  page: '/',
  block: { type: 'cardGrid', heading: 'Our Products' },
  path: 'cards[]',
  count: 2,
};
const aboutRoute: Requirement = {
  id: 'route-about',
  spec: '§2 Route table',
  says: '/about has a page',
  route: '/about',
};

describe('the site contract in npm run validate', () => {
  it('reports nothing for a project that meets it, or has no site.contract.json', async () => {
    expect(lines(await contractReport(contractFixture([heroHeadlines, productCards, aboutRoute])))).toEqual([]);
    const withoutContract = contractFixture([]);
    rmSync(path.join(withoutContract, 'site.contract.json'));
    expect(lines(await contractReport(withoutContract))).toEqual([]);
  });

  it('fails on a missing spec route, at the requirement in site.contract.json, in its own words', async () => {
    const root = contractFixture([aboutRoute]);
    rmSync(path.join(root, 'pages/about.json'));
    const [problem, ...others] = await contractReport(root);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ severity: 'error', rule: 'spec-requirement', file: 'site.contract.json' });
    expect(problem).toMatchObject({ pointer: '/requirements/0', line: 3 });
    expect(problem?.message).toBe(
      'does not meet the spec (§2 Route table): /about has a page. Found: route /about has no page in pages/',
    );
    expect(problem?.hint).toContain("change requirement 'route-about' in site.contract.json");
  });

  it('warns on a reworded headline, at the field, showing what the spec wants and what the page has', async () => {
    const root = contractFixture([heroHeadlines]);
    editJson<PageData>(root, 'pages/index.json', (page) => {
      blockOf<{ slides: { headline: string }[] }>(page, 'heroCarousel').slides[0]!.headline = 'Robots for every need';
    });
    const [problem, ...others] = await contractReport(root);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      severity: 'warning',
      rule: 'launch-copy',
      file: 'pages/index.json',
      pointer: '/blocks/0/slides',
      field: 'Hero carousel › Slides',
    });
    expect(problem?.message).toContain('(§2 Pages: Home): the hero slides carry the spec headlines.');
    expect(problem?.hint).toContain("requirement 'home-hero-headlines' in site.contract.json");
    expect(problem?.message).toContain(
      'expected ["Tailored Solutions for Ever-Changing Needs"], found ["Robots for every need"]',
    );
  });

  it('warns on one card too many or a removed block, never failing', async () => {
    const notice: Requirement = {
      id: 'about-team-notice',
      spec: '§2 Pages: About',
      says: 'About has the team section',
      page: '/about',
      block: { type: 'cardGrid', heading: 'Our Team' },
    };
    const root = contractFixture([productCards, notice]);
    editJson<PageData>(root, 'pages/index.json', (page) => {
      const grid = blockOf<{ cards: { id: string }[] }>(page, 'cardGrid', 'Our Products');
      grid.cards.push({ ...grid.cards[0]!, id: 'third' });
    });
    editJson<PageData>(root, 'pages/about.json', (page) => {
      page.blocks = page.blocks.filter((block) => block.heading !== 'Our Team');
    });
    const problems = await contractReport(root);
    expect(problems.map(({ severity, file, pointer }) => ({ severity, file, pointer }))).toEqual([
      { severity: 'warning', file: 'pages/about.json', pointer: '/blocks' },
      { severity: 'warning', file: 'pages/index.json', pointer: '/blocks/1/cards' },
    ]);
    // In an author's words: the block by its title, the field by its place (no type ids, no paths).
    expect(problems[0]?.message).toContain('Found: no Card grid with heading "Our Team" on the page');
    expect(problems[1]?.message).toMatch(/Found: expected 2, found 3$/);
    expect(problems.map((problem) => problem.message).join(' ')).not.toMatch(/cardGrid|\[\]/);
  });

  it('makes launch copy an error where the requirement says severity "error"', async () => {
    const root = contractFixture([{ ...heroHeadlines, severity: 'error', equals: ['Solutions for Every Need'] }]);
    expect((await contractReport(root)).map((problem) => problem.severity)).toEqual(['error']);
  });

  it('reads a timing the page leaves out from the schema default', async () => {
    const interval: Requirement = { ...heroHeadlines, id: 'hero-interval', path: 'intervalMs', equals: 5000 };
    const root = contractFixture([interval]);
    editJson<PageData>(root, 'pages/index.json', (page) => {
      delete blockOf(page, 'heroCarousel').intervalMs;
    });
    expect(lines(await contractReport(root))).toEqual([]);
    editJson<PageData>(root, 'pages/index.json', (page) => {
      blockOf(page, 'heroCarousel').intervalMs = 3000;
    });
    expect((await contractReport(root))[0]?.message).toContain('expected [5000], found [3000]');
  });

  it('checks site.json values at their field', async () => {
    const footer: Requirement = {
      id: 'footer-links',
      spec: '§2 Footer',
      says: 'the footer links /careers',
      site: 'footer.links[].href',
      includes: ['/careers'],
    };
    const [problem] = await contractReport(contractFixture([footer]));
    expect(problem).toMatchObject({ severity: 'error', file: 'site.json', pointer: '/footer/links' });
  });

  it('reports a malformed contract file at the value at fault, and a repeated id', async () => {
    const root = contractFixture([aboutRoute, aboutRoute]);
    expect(lines(await contractReport(root))).toEqual([
      // The second entry's id, at its line and column; the human report names fields, not JSON pointers.
      expect.stringMatching(/^site\.contract\.json:10:13 'id' repeats the requirement id "route-about"/),
    ]);
    writeFileSync(
      path.join(root, 'site.contract.json'),
      JSON.stringify({ requirements: [{ ...aboutRoute, count: 'four' }] }),
    );
    expect((await contractReport(root)).map((problem) => `${problem.pointer} ${problem.message}`)).toEqual([
      '/requirements/0/count must be integer',
    ]);
  });
});
