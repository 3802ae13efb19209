/**
 * An entry's preview follows what the author typed, saved or not: its own page and the list it appears
 * in, on the collections fixture at FIXTURE_NOW (a live post, a post scheduled for the next day, a job
 * that closed on 15 April, a news item on the home page).
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryPreviewOf } from '../../src/editor/server/entry-preview';
import { collectionsProject, FIXTURE_NOW } from '../support/collections-fixture';

let project: { root: string; remove: () => void };
const now = new Date(FIXTURE_NOW);

beforeAll(() => {
  project = collectionsProject();
  // News is listed on the home page: the fixture's Latest News page stands in for it.
  copyFileSync(path.join(project.root, 'pages/news.json'), path.join(project.root, 'pages/index.json'));
});
afterAll(() => project?.remove());

const saved = (file: string) =>
  JSON.parse(readFileSync(path.join(project.root, file), 'utf8')) as Record<string, unknown>;
const site = () => saved('site.json');
const preview = (file: string, edit: Record<string, unknown>) =>
  entryPreviewOf(project.root, file, site(), { ...saved(file), ...edit }, now);
const text = (view: { page: unknown } | undefined) => JSON.stringify(view?.page ?? null);

describe('the preview of an entry being edited', () => {
  it("shows an unsaved post's title on its own page and on its /blogs card, the file untouched", async () => {
    const file = 'content/posts/palletizing-checks.json';
    const before = readFileSync(path.join(project.root, file), 'utf8');
    const shown = await preview(file, { title: 'Six Checks Before You Automate', summary: 'Typed, not saved.' });
    expect(shown.detail?.route).toBe('/blogs/palletizing-checks');
    expect(text(shown.detail)).toContain('Six Checks Before You Automate');
    expect(shown.list?.route).toBe('/blogs');
    expect(text(shown.list)).toContain('Six Checks Before You Automate');
    expect(text(shown.list)).toContain('Typed, not saved.');
    expect(text(shown.list)).not.toContain('Five Checks Before You Automate Palletizing');
    expect(shown.timing).toBeUndefined();
    expect(readFileSync(path.join(project.root, file), 'utf8')).toBe(before);
  });

  it('previews a scheduled post on its page and in the list, with a note saying when it goes live', async () => {
    const shown = await preview('content/posts/future-post.json', { publishAt: '2026-05-02T10:00:00+05:30' });
    expect(text(shown.detail)).toContain('A Post Scheduled for Tomorrow');
    expect(text(shown.list)).toContain('A Post Scheduled for Tomorrow');
    expect(shown.timing).toMatch(/^Scheduled: goes live on 2 May 2026, 10:00 \(Indian time\)\./);
  });

  it('previews a closed job on its own page, left out of the openings list, with a note saying so', async () => {
    const shown = await preview('content/jobs/service-technician.json', { experience: '2 to 4 years' });
    expect(text(shown.detail)).toContain('Service Technician');
    expect(shown.list?.route).toBe('/careers/current-openings');
    expect(text(shown.list)).not.toContain('Service Technician');
    expect(shown.timing).toMatch(
      /^Closed: open through 15 Apr 2026, so it is no longer listed on \/careers\/current-openings/,
    );
  });

  it("shows a news item's typed headline in the home page's Latest News", async () => {
    const shown = await preview('content/news/expo-mumbai.json', { headline: 'We open a plant in Chennai' });
    expect(shown.detail).toBeUndefined();
    expect(shown.list?.route).toBe('/');
    expect(text(shown.list)).toContain('We open a plant in Chennai');
  });

  it("puts a site value into a post's rich body as plain text, as the build does: no italics, no link", async () => {
    const file = 'content/posts/palletizing-checks.json';
    const tricky = { ...site(), company: { ...(site().company as object), name: 'A*B_[x](javascript:alert(1))' } };
    const shown = await entryPreviewOf(
      project.root,
      file,
      tricky,
      { ...saved(file), body: 'Written by {{company.name}}.' },
      now,
    );
    expect(text(shown.detail)).toContain(JSON.stringify('Written by A\\*B\\_\\[x\\](javascript:alert(1)).'));
  });
});
