import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSiteContract } from '../../src/build/contract/check-site-contract';
import { removeScaffoldProjects, repoRoot } from '../scaffold/scaffold-project';
import { type AnyBlock, blockOf, contractProjectCopy, editJson } from './contract-project';

type PageData = { blocks: AnyBlock[] };
const messages = (root: string) => checkSiteContract(root).map((failure) => failure.message);

afterAll(removeScaffoldProjects);

describe('site contract', () => {
  it('is met by the project', () => {
    expect(messages(repoRoot)).toEqual([]);
  });

  it('fails on a missing spec route, naming the requirement, its spec section and the route', () => {
    const root = contractProjectCopy();
    rmSync(path.join(root, 'pages/solutions/TruckDetails.json'));
    expect(messages(root)).toContainEqual(
      expect.stringMatching(/^route-truck \(spec §2 Route table: .*\): route \/solutions\/TruckDetails has no page/),
    );
  });

  it('fails on a changed spec text, showing what the spec wants and what the page has', () => {
    const root = contractProjectCopy();
    editJson<PageData>(root, 'pages/index.json', (page) => {
      const hero = blockOf<{ slides: { headline: string }[] }>(page, 'heroCarousel');
      hero.slides[0]!.headline = 'Solutions for Every Need';
    });
    const [failure] = checkSiteContract(root);
    expect(failure).toMatchObject({ id: 'home-hero-headlines', spec: '§2 Pages: Home' });
    expect(failure?.message).toContain('"Solutions for Every Need"');
    expect(failure?.message).toContain('"Tailored Solutions for Ever-Changing Needs"');
  });

  it('fails on a wrong count, one too few or one too many, and on a changed timing', () => {
    const root = contractProjectCopy();
    editJson<PageData>(root, 'pages/solutions/PackagingDetails.json', (page) => {
      (blockOf(page, 'accordion').items as unknown[]).pop();
    });
    editJson<PageData>(root, 'pages/solutions/PalletizingDetails.json', (page) => {
      const items = blockOf(page, 'accordion').items as { id: number }[];
      items.push({ ...items[0]!, id: 99 });
    });
    editJson<PageData>(root, 'pages/customer.json', (page) => {
      blockOf(page, 'logoStrip').intervalMs = 3000;
    });
    const failures = checkSiteContract(root);
    expect(failures.map((failure) => failure.id).sort()).toEqual([
      'customer-logos-interval',
      'packaging-trends',
      'palletizing-trends',
    ]);
    expect(failures.find((failure) => failure.id === 'packaging-trends')?.message).toMatch(
      /accordion → items\[\]: expected 12, found 11$/,
    );
    expect(failures.find((failure) => failure.id === 'customer-logos-interval')?.message).toContain(
      'expected [5000], found [3000]',
    );
  });

  it('reads a timing the page leaves out from the schema default', () => {
    const root = contractProjectCopy();
    editJson<PageData>(root, 'pages/index.json', (page) => {
      delete blockOf(page, 'heroCarousel').intervalMs;
    });
    expect(messages(root)).toEqual([]);
  });

  it('lets authors add pages, cards and reword copy the spec does not fix', () => {
    const root = contractProjectCopy();
    editJson<PageData>(root, 'pages/solutions.json', (page) => {
      const grid = blockOf<{ cards: { title: string }[] }>(page, 'cardGrid');
      grid.cards.push({ ...grid.cards[0]!, title: 'Depalletizing' });
      blockOf(page, 'section').paragraphs = ['Modules you can add one at a time.'];
    });
    copyFileSync(path.join(root, 'pages/homeabout.json'), path.join(root, 'pages/events.json'));
    editJson<{ route?: string }>(root, 'pages/events.json', (page) => {
      // Pages still carrying a route field must agree with their path; without one the path alone counts.
      if ('route' in page) page.route = '/events';
    });
    expect(messages(root)).toEqual([]);
  });

  it('rejects a malformed contract file with the field at fault', () => {
    const root = contractProjectCopy();
    editJson<{ requirements: Record<string, unknown>[] }>(root, 'site.contract.json', (contract) => {
      contract.requirements[0]!.count = 'four';
    });
    expect(() => checkSiteContract(root)).toThrow(
      /site\.contract\.json does not match its schema:\n {2}\/requirements\/0\/count must be integer/,
    );
  });
});
