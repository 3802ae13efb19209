import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  ann,
  ben,
  initialFiles,
  openFixtureRepositoryForEachTest,
  pngBytes,
  runGit,
  writeFiles,
  type ContentFixture,
} from './content-fixture.ts';

let fixture: ContentFixture;
let repo: ContentRepository;

openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened));

describe('drafts', () => {
  it('names a draft after its author and first page, with -2 when the name is taken', async () => {
    expect(await repo.createDraft(ann, 'pages/about.json')).toBe('drafts/ann-author-about');
    expect(await repo.createDraft(ann, 'pages/about.json')).toBe('drafts/ann-author-about-2');
    expect(await repo.createDraft(ann, 'pages/about.json')).toBe('drafts/ann-author-about-3');
    expect(
      await repo.createDraft({ name: 'X', email: '..weird~^:name@example.com' }, 'pages/Ünïcode pages/[new].json'),
    ).toBe('drafts/weird-name-unicode-pages-new');
  });

  it('gives each draft its own work tree outside the published one, starting from the published head', async () => {
    const first = await repo.createDraft(ann, 'pages/about.json');
    const second = await repo.createDraft(ben, 'pages/index.json');
    const firstRoot = await repo.draftRoot(first);
    const secondRoot = await repo.draftRoot(second);
    expect(firstRoot).not.toBe(secondRoot);
    expect(firstRoot.startsWith(fixture.worktrees)).toBe(true);
    expect(readFileSync(path.join(firstRoot, 'pages/about.json'), 'utf8')).toBe(initialFiles['pages/about.json']);
    expect(runGit(firstRoot, ['rev-parse', 'HEAD'])).toBe(runGit(fixture.published, ['rev-parse', 'HEAD']));
  });

  it('commits saves with the author as author and committer, several pages and an image at once, and leaves the published tree alone', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const root = await repo.draftRoot(draft);
    writeFiles(root, {
      'pages/about.json': '{\n  "title": "About",\n  "heading": "We are Kinetiq Automation"\n}\n',
      'pages/careers.json': '{\n  "title": "Careers"\n}\n',
      'public/images/team.png': pngBytes,
    });
    const commit = await repo.commitDraft(
      draft,
      ['pages/about.json', 'pages/careers.json', 'public/images/team.png'],
      'Saved pages/about.json',
      ann,
    );

    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(runGit(root, ['log', '-1', '--format=%an <%ae>|%cn <%ce>|%s'])).toBe(
      'Ann Author <ann.author@example.com>|Ann Author <ann.author@example.com>|Saved pages/about.json\n',
    );
    expect(runGit(root, ['show', '--name-status', '--format=', 'HEAD']).split('\n').filter(Boolean).sort()).toEqual([
      'A\tpages/careers.json',
      'A\tpublic/images/team.png',
      'M\tpages/about.json',
    ]);
    expect(readFileSync(path.join(fixture.published, 'pages/about.json'), 'utf8')).toBe(
      initialFiles['pages/about.json'],
    );
    expect(existsSync(path.join(fixture.published, 'pages/careers.json'))).toBe(false);
    expect(runGit(fixture.published, ['status', '--porcelain'])).toBe('');
    expect(runGit(fixture.remote, ['log', '--format=%s', 'main'])).toBe('The site as a developer made it\n');
  });

  it('commits only the files it is given, records deletions, and answers null when nothing changed', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const root = await repo.draftRoot(draft);
    unlinkSync(path.join(root, 'pages/about.json'));
    writeFileSync(path.join(root, 'pages/index.json'), '{ "title": "Changed but not saved" }\n');

    expect(await repo.commitDraft(draft, ['pages/about.json'], 'Deleted pages/about.json', ann)).not.toBeNull();
    expect(runGit(root, ['show', '--name-status', '--format=', 'HEAD'])).toBe('D\tpages/about.json\n');
    expect(await repo.commitDraft(draft, ['pages/about.json'], 'Nothing new', ann)).toBeNull();
  });

  it('refuses paths outside the content folder and branches that are not drafts', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    await expect(repo.commitDraft(draft, ['../outside.json'], 'x', ann)).rejects.toThrow(/not a file inside/);
    await expect(repo.commitDraft(draft, ['.git/config'], 'x', ann)).rejects.toThrow(/not a file inside/);
    await expect(repo.draftRoot('main')).rejects.toThrow('There is no draft named "main"');
    await expect(repo.deleteDraft('main')).rejects.toThrow('There is no draft named "main"');
  });

  it('recreates a draft work tree whose folder was removed, with the saved work in it', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const root = await repo.draftRoot(draft);
    writeFiles(root, { 'pages/about.json': '{ "title": "Saved" }\n' });
    await repo.commitDraft(draft, ['pages/about.json'], 'Saved pages/about.json', ann);
    rmSync(root, { recursive: true, force: true });

    const again = await repo.draftRoot(draft);
    expect(readFileSync(path.join(again, 'pages/about.json'), 'utf8')).toBe('{ "title": "Saved" }\n');
  });

  it('deletes a draft: its work tree and its branch', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const root = await repo.draftRoot(draft);
    await repo.deleteDraft(draft);
    expect(existsSync(root)).toBe(false);
    expect(runGit(fixture.published, ['branch', '--list', 'drafts/*'])).toBe('');
  });
});
