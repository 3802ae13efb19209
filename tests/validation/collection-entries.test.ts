/**
 * Collection entries in validateProject, beyond the fixture reports (tests/fixtures/invalid/entry-*):
 * the returned entries, entry pages as link targets for pages (live ones only), entries that exist
 * only in the editor, and syntax errors at their line and column.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/build/validation/format-problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { validFixturesDir } from './fixture-project';
import { temporaryFixtures } from './temporary-fixtures';

const projectFor = temporaryFixtures();
const POST = 'content/posts/choosing-a-palletizer.json';

/** The fixture with three posts, a job and a news item, and about.json linking to `href`. */
function projectLinkingTo(href: string): string {
  const root = projectFor('distinct-entry-titles', validFixturesDir);
  const about = path.join(root, 'pages/about.json');
  const text = readFileSync(about, 'utf8').replace(
    '"paragraphs": ["Write to us or call; we answer within one working day."]',
    `"paragraphs": ["Write to us or call; we answer within one working day."], "links": [{ "label": "Our palletizer guide", "href": "${href}" }]`,
  );
  writeFileSync(about, text);
  return root;
}

const deadLinks = (problems: { rule: string; file: string }[]) =>
  problems.filter((problem) => problem.rule === 'dead-internal-link').map((problem) => problem.file);

describe('validateProject with collection entries', () => {
  it('returns every entry with its collection, slug and data', async () => {
    const { problems, entries } = await validateProject({
      root: projectFor('distinct-entry-titles', validFixturesDir),
    });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(entries.map(({ file, collection, slug }) => ({ file, collection, slug }))).toEqual([
      { file: 'content/jobs/robotics-service-engineer.json', collection: 'jobs', slug: 'robotics-service-engineer' },
      { file: 'content/news/palletizing-guide.json', collection: 'news', slug: 'palletizing-guide' },
      { file: POST, collection: 'posts', slug: 'choosing-a-palletizer' },
      { file: 'content/posts/robot-cell-safety.json', collection: 'posts', slug: 'robot-cell-safety' },
    ]);
    expect(entries.find((entry) => entry.file === POST)?.data.title).toBe('Choosing a palletizer for a cement plant');
  });

  it("accepts a page's link to a live post's page, and refuses one to a post not yet published", async () => {
    const root = projectLinkingTo('/blogs/choosing-a-palletizer');
    expect(deadLinks((await validateProject({ root })).problems)).toEqual([]);
    const post = path.join(root, POST);
    const scheduled = readFileSync(post, 'utf8').replace(
      '"date": "2026-03-14",',
      '"date": "2026-03-14", "publishAt": "2026-06-01",',
    );
    writeFileSync(post, scheduled);
    const before = await validateProject({ root, now: new Date('2026-05-31T12:00:00+05:30') });
    // The news item links to the post too: both links are dead until the post is published.
    expect(deadLinks(before.problems)).toEqual(['content/news/palletizing-guide.json', 'pages/about.json']);
    const after = await validateProject({ root, now: new Date('2026-06-01T00:00:00+05:30') });
    expect(deadLinks(after.problems)).toEqual([]);
  });

  it('refuses a link to a job page once the job has closed', async () => {
    const root = projectLinkingTo('/careers/current-openings/robotics-service-engineer');
    const open = await validateProject({ root, now: new Date('2026-04-30T23:00:00+05:30') });
    expect(deadLinks(open.problems)).toEqual([]);
    const closed = await validateProject({ root, now: new Date('2026-05-01T00:00:00+05:30') });
    expect(deadLinks(closed.problems)).toEqual(['pages/about.json']);
  });

  it('validates an entry that exists only in the editor, as it would be saved', async () => {
    const root = projectFor('distinct-entry-titles', validFixturesDir);
    const text = readFileSync(path.join(root, POST), 'utf8').replace(
      'Choosing a palletizer for a cement plant',
      'Keeping people safe around a robot cell',
    );
    const { problems } = await validateProject({
      root,
      unsavedFiles: new Map([['content/posts/a-new-post.json', text]]),
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/posts\/a-new-post\.json:3:12 Blog post › Title is also the title of content\/posts\/robot-cell-safety\.json/,
      ),
      expect.stringMatching(
        /^content\/posts\/robot-cell-safety\.json:3:12 Blog post › Title is also the title of content\/posts\/a-new-post\.json/,
      ),
    ]);
  });

  it('reports a syntax error in an entry at its line and column, and still knows its address', async () => {
    const root = projectLinkingTo('/blogs/choosing-a-palletizer');
    const broken = readFileSync(path.join(root, POST), 'utf8').replace(
      '"category": "Robotics",',
      '"category": "Robotics"',
    );
    writeFileSync(path.join(root, POST), broken);
    const { problems, entries } = await validateProject({ root });
    expect(problems.map(({ file, line, column, rule }) => ({ file, line, column, rule }))).toEqual([
      { file: POST, line: 10, column: 3, rule: 'json-syntax' },
    ]);
    expect(entries.map((entry) => entry.file)).not.toContain(POST);
  });
});
