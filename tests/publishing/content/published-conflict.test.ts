import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentRefusal, type ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  ben,
  openFixtureRepositoryForEachTest,
  petra,
  runGit,
  saveInDraft,
  type ContentFixture,
} from './content-fixture.ts';

let fixture: ContentFixture;
let repo: ContentRepository;

openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened));

const page = 'pages/solutions.json';
// Title, heading and footer lie far enough apart for git to merge a change of each from different sides.
const solutions = (lines: { title?: string; heading?: string; footer?: string }) =>
  [
    '{',
    `  "title": "${lines.title ?? 'Solutions'}",`,
    '  "one": 1,',
    '  "two": 2,',
    `  "heading": "${lines.heading ?? 'What we do'}",`,
    '  "three": 3,',
    '  "four": 4,',
    `  "footer": "${lines.footer ?? 'Call us'}"`,
    '}',
    '',
  ].join('\n');

async function draftWith(author: typeof ann, text: string): Promise<string> {
  const draft = await repo.createDraft(author, page);
  await saveInDraft(repo, draft, { [page]: text }, author);
  return draft;
}

/** Ben's title and footer are published over a page Ann's draft changes the title of. */
async function conflictingDraft(annLines: Parameters<typeof solutions>[0]): Promise<string> {
  const base = await draftWith(petra, solutions({}));
  await repo.publish(base, { publisher: petra, ...acceptAll });
  const draft = await draftWith(ann, solutions(annLines));
  await repo.publish(await draftWith(ben, solutions({ title: 'Ben title', footer: 'Ben footer' })), {
    publisher: petra,
    ...acceptAll,
  });
  return draft;
}

const publishedText = () => readFileSync(path.join(fixture.published, page), 'utf8');

describe('a draft in conflict with the published pages', () => {
  it('shows both versions of the page and who published the other one, changing nothing', async () => {
    const draft = await conflictingDraft({ title: 'Ann title' });
    const draftHead = runGit(fixture.published, ['rev-parse', draft]);

    const conflict = await repo.publishedConflict(draft);

    expect(conflict?.pages).toEqual([
      {
        file: page,
        published: solutions({ title: 'Ben title', footer: 'Ben footer' }),
        draft: solutions({ title: 'Ann title' }),
        publishedBy: petra,
        publishedAt: expect.any(String),
      },
    ]);
    expect(runGit(fixture.published, ['rev-parse', draft])).toBe(draftHead);
  });

  it('keeping mine: the draft is up to date, her title wins, the other published change is kept, and it publishes', async () => {
    const draft = await conflictingDraft({ title: 'Ann title' });

    await repo.resolvePublishedConflict(draft, 'mine', ann);

    expect(await repo.publishedConflict(draft)).toBeNull();
    const root = await repo.draftRoot(draft);
    expect(readFileSync(path.join(root, page), 'utf8')).toBe(solutions({ title: 'Ann title', footer: 'Ben footer' }));
    expect(runGit(root, ['log', '-1', '--format=%an <%ae>|%P'])).toMatch(
      /^Ann Author <ann.author@example.com>\|\w+ \w+\n$/,
    );
    // The review shows her line replacing the published one, nothing else.
    const [change] = await repo.changes(draft);
    expect(change?.diff).toContain('-  "title": "Ben title",\n+  "title": "Ann title",');
    expect(change?.diff).not.toContain('footer');
    await repo.publish(draft, { publisher: petra, ...acceptAll });
    expect(publishedText()).toBe(solutions({ title: 'Ann title', footer: 'Ben footer' }));
  });

  it('taking the published version: her draft has the published line there and keeps her other changes', async () => {
    const draft = await conflictingDraft({ title: 'Ann title', heading: 'Ann heading' });

    await repo.resolvePublishedConflict(draft, 'published', ann);

    const root = await repo.draftRoot(draft);
    expect(readFileSync(path.join(root, page), 'utf8')).toBe(
      solutions({ title: 'Ben title', heading: 'Ann heading', footer: 'Ben footer' }),
    );
    await repo.publish(draft, { publisher: petra, ...acceptAll });
    expect(publishedText()).toBe(solutions({ title: 'Ben title', heading: 'Ann heading', footer: 'Ben footer' }));
  });

  it('is no conflict when the published pages changed other lines, and resolving then is refused', async () => {
    const draft = await conflictingDraft({ heading: 'Ann heading' });

    expect(await repo.publishedConflict(draft)).toBeNull();
    await expect(repo.resolvePublishedConflict(draft, 'mine', ann)).rejects.toBeInstanceOf(ContentRefusal);
  });
});
