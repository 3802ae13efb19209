import { expect, it, vi } from 'vitest';
import type * as GitCommand from '../../../src/publishing/content/git-command.ts';
import type { ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  ann,
  ben,
  openFixtureRepositoryForEachTest,
  runGit,
  saveInDraft,
  type ContentFixture,
} from './content-fixture.ts';

/** Set by a test: runs after the save has started, just before its git commit reads the branch. */
const between: { moveBranch: (() => void) | null } = { moveBranch: null };

vi.mock('../../../src/publishing/content/git-command.ts', async (importOriginal) => {
  const original = await importOriginal<typeof GitCommand>();
  return {
    ...original,
    git: async (...call: Parameters<typeof original.git>) => {
      if (call[1][0] === 'commit' && between.moveBranch) {
        between.moveBranch();
        between.moveBranch = null;
      }
      return original.git(...call);
    },
  };
});

let fixture: ContentFixture;
let repo: ContentRepository;

openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened), { remote: false });

// Git moves the branch only if it is still the commit its save was made on (its ref transaction checks the old
// value), so a commit put on the draft meanwhile is never overwritten: a save that starts after it is made on top.
it('keeps a commit put on the draft branch while a save was starting: the save goes on top of it', async () => {
  const draft = await repo.createDraft(ann, 'pages/about.json');
  await saveInDraft(repo, draft, { 'pages/about.json': '{ "title": "First" }\n' }, ann);
  const ref = `refs/heads/${draft}`;
  // Someone else's commit on the draft (another instance, a fetch), made from the draft's head.
  const elsewhere = runGit(
    fixture.published,
    ['commit-tree', `${ref}^{tree}`, '-p', ref, '-m', 'Moved elsewhere'],
    ben,
  ).trim();
  between.moveBranch = () => runGit(fixture.published, ['update-ref', ref, elsewhere]);

  const saved = await saveInDraft(repo, draft, { 'pages/about.json': '{ "title": "Second" }\n' }, ann);
  expect(runGit(fixture.published, ['rev-parse', ref]).trim()).toBe(saved);
  expect(runGit(fixture.published, ['rev-parse', `${saved}^`]).trim()).toBe(elsewhere);
  expect(runGit(fixture.published, ['show', `${ref}:pages/about.json`])).toBe('{ "title": "Second" }\n');
});
