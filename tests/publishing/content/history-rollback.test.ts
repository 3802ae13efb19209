import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentRefusal, type ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  ben,
  developerCommits,
  openFixtureRepositoryForEachTest,
  petra,
  runGit,
  writeFiles,
  type ContentFixture,
} from './content-fixture.ts';

let fixture: ContentFixture;
let repo: ContentRepository;

openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened));

async function publishChange(author: typeof ann, files: Record<string, string>) {
  const draft = await repo.createDraft(author, Object.keys(files)[0]!);
  writeFiles(await repo.draftRoot(draft), files);
  await repo.commitDraft(draft, Object.keys(files), 'Saved', author);
  return { draft, ...(await repo.publish(draft, { publisher: petra, ...acceptAll })) };
}

const treeOf = (commit: string) => runGit(fixture.published, ['rev-parse', `${commit}^{tree}`]).trim();

describe('history', () => {
  it('lists one version per publish, newest first, with who published, when, the files and the draft', async () => {
    const first = await publishChange(ann, { 'pages/about.json': '{ "title": "One" }\n' });
    const second = await publishChange(ben, { 'pages/index.json': '{ "title": "Two" }\n', 'site.json': '{}\n' });

    const versions = await repo.history();

    expect(versions.map((version) => version.commit)).toEqual([second.commit, first.commit, versions[2]!.commit]);
    expect(versions[0]).toMatchObject({
      by: { name: 'Petra Publisher', email: 'petra@example.com' },
      message: `Publish ${second.draft}`,
      files: ['pages/index.json', 'site.json'],
      draft: second.draft,
      rollbackOf: null,
    });
    expect(Date.parse(versions[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    // The developer's first commit: no trailer, so the committer published it.
    expect(versions[2]).toMatchObject({ by: { name: 'Dev Eloper', email: 'dev@example.com' }, draft: null });
    expect(versions[2]!.files).toContain('pages/about.json');
    expect(await repo.history(1)).toHaveLength(1);
  });
});

describe('rollback', () => {
  it('publishes a new version whose tree equals the chosen one, validated first, and pushes it', async () => {
    const original = await repo.head();
    await publishChange(ann, { 'pages/about.json': '{ "title": "Changed" }\n' });
    let validatedAbout = '';

    const result = await repo.rollback(original, {
      publisher: petra,
      validate: async (root) => {
        validatedAbout = readFileSync(path.join(root, 'pages/about.json'), 'utf8');
      },
    });

    expect(validatedAbout).toContain('We are Kinetiq');
    expect(result.files).toEqual(['pages/about.json']);
    // Nothing but content changed since: the published tree is the chosen one's again.
    expect(treeOf(result.commit)).toBe(treeOf(original));
    expect(readFileSync(path.join(fixture.published, 'pages/about.json'), 'utf8')).toContain('We are Kinetiq');
    expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(result.commit);
    const [latest] = await repo.history(1);
    expect(latest).toMatchObject({ commit: result.commit, rollbackOf: original, by: { email: 'petra@example.com' } });
    // The throwaway work tree the old version was validated in is gone.
    expect(runGit(fixture.published, ['worktree', 'list'])).not.toContain('rollback');
  });

  it("restores only the authors' content: code the developers committed since stays, and so do the History's files", async () => {
    const original = await repo.head();
    await publishChange(ann, {
      'pages/about.json': '{ "title": "Changed" }\n',
      'pages/jobs.json': '{ "title": "Jobs" }\n',
    });
    // A developer's commit after the version rolled back to: new code, a changed dependency list.
    writeFiles(fixture.published, {
      'src/feature.ts': 'export const feature = 1;\n',
      'package.json': '{ "version": "2" }\n',
    });
    runGit(fixture.published, ['add', '--', 'src/feature.ts', 'package.json']);
    runGit(fixture.published, ['commit', '--quiet', '-m', 'Developer adds a feature']);
    runGit(fixture.published, ['push', '--quiet', 'origin', 'main']);
    const validated: string[] = [];

    const result = await repo.rollback(original, {
      publisher: petra,
      validate: async (root) => {
        validated.push(readFileSync(path.join(root, 'src/feature.ts'), 'utf8'));
      },
    });

    const show = (file: string) => runGit(fixture.remote, ['show', `main:${file}`]);
    expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(result.commit);
    expect(show('src/feature.ts')).toContain('feature = 1');
    expect(show('package.json')).toContain('"version": "2"');
    expect(show('pages/about.json')).toContain('We are Kinetiq');
    expect(() => show('pages/jobs.json')).toThrow();
    // The gate ran on what is published: the old content with today's code.
    expect(validated).toEqual(['export const feature = 1;\n']);
    expect(result.files).toEqual(['pages/about.json', 'pages/jobs.json']);
    const [latest] = await repo.history(1);
    expect(latest!.files).toEqual(['pages/about.json', 'pages/jobs.json']);
  });

  it('refuses a version whose content is what is published, though the code differs', async () => {
    const original = await repo.head();
    developerCommits(fixture.published, { '.gitignore': 'node_modules/\n' }, 'Developer change', true);

    await expect(repo.rollback(original, { publisher: petra, ...acceptAll })).rejects.toThrow('already published');
  });

  it('refuses to roll back to what is already published, and publishes nothing when validate throws', async () => {
    const original = await repo.head();
    const changed = await publishChange(ann, { 'pages/about.json': '{ "title": "Changed" }\n' });

    await expect(repo.rollback(changed.commit, { publisher: petra, ...acceptAll })).rejects.toThrow(
      'already published',
    );
    await expect(repo.rollback(changed.commit, { publisher: petra, ...acceptAll })).rejects.toThrow(ContentRefusal);
    await expect(
      repo.rollback(original, {
        publisher: petra,
        validate: async () => {
          throw new Error('the old version fails the gate');
        },
      }),
    ).rejects.toThrow('the old version fails the gate');
    expect(await repo.head()).toBe(changed.commit);
    await expect(
      repo.rollback('0123456789abcdef0123456789abcdef01234567', { publisher: petra, ...acceptAll }),
    ).rejects.toThrow('not a published version');
  });
});
