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

/** Set by a test: runs just after the save has made its commit, before it moves the branch. */
const between: { moveBranch: (() => void) | null } = { moveBranch: null };

vi.mock('../../../src/publishing/content/git-command.ts', async (importOriginal) => {
  const original = await importOriginal<typeof GitCommand>();
  return {
    ...original,
    git: async (...call: Parameters<typeof original.git>) => {
      const output = await original.git(...call);
      if (call[1][0] === 'commit-tree' && between.moveBranch) {
        between.moveBranch();
        between.moveBranch = null;
      }
      return output;
    },
  };
});

let fixture: ContentFixture;
let repo: ContentRepository;

openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened), { remote: false });

it('refuses a save when the draft branch moved while it was committing, and leaves the branch where it was moved to', async () => {
  const draft = await repo.createDraft(ann, 'pages/about.json');
  await saveInDraft(repo, draft, { 'pages/about.json': '{ "title": "First" }\n' }, ann);
  const ref = `refs/heads/${draft}`;
  // Someone else's commit on the draft (another instance, a fetch), made from the published head.
  const elsewhere = runGit(
    fixture.published,
    ['commit-tree', 'main^{tree}', '-p', 'main', '-m', 'Moved elsewhere'],
    ben,
  ).trim();
  between.moveBranch = () => runGit(fixture.published, ['update-ref', ref, elsewhere]);

  await expect(saveInDraft(repo, draft, { 'pages/about.json': '{ "title": "Second" }\n' }, ann)).rejects.toThrow(
    /update-ref/,
  );
  expect(runGit(fixture.published, ['rev-parse', ref]).trim()).toBe(elsewhere);
});
