import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ContentConflict,
  PublishedTreeChanged,
  RemotePushFailed,
  type ContentRepository,
} from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  ben,
  openFixtureRepositoryForEachTest,
  petra,
  runGit,
  saveInDraft,
  writeFiles,
  type ContentFixture,
} from './content-fixture.ts';

let fixture: ContentFixture;
let repo: ContentRepository;

openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened));

const aboutHeading = (heading: string) => `{\n  "title": "About",\n  "heading": "${heading}"\n}\n`;

async function draftWith(author: typeof ann, files: Record<string, string>): Promise<string> {
  const draft = await repo.createDraft(author, Object.keys(files)[0]!);
  await saveInDraft(repo, draft, files, author);
  return draft;
}

function publishedText(file: string): string {
  return readFileSync(path.join(fixture.published, file), 'utf8');
}

describe('publish', () => {
  it('publishes one merge commit naming the draft, updates the published tree and pushes it with the author kept', async () => {
    const before = await repo.head();
    const draft = await draftWith(ann, { 'pages/about.json': aboutHeading('New heading') });

    const result = await repo.publish(draft, { publisher: petra, ...acceptAll });

    expect(result.files).toEqual(['pages/about.json']);
    expect(await repo.head()).toBe(result.commit);
    expect(publishedText('pages/about.json')).toBe(aboutHeading('New heading'));
    expect(runGit(fixture.published, ['status', '--porcelain'])).toBe('');
    expect(runGit(fixture.published, ['rev-parse', 'HEAD']).trim()).toBe(result.commit);
    // The remote's branch has the version, published by Petra, one first-parent step after the old head.
    expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(result.commit);
    expect(runGit(fixture.remote, ['rev-parse', 'main^1']).trim()).toBe(before);
    expect(runGit(fixture.remote, ['log', '-1', '--format=%s|%cn <%ce>', 'main'])).toBe(
      `Publish ${draft}|Petra Publisher <petra@example.com>\n`,
    );
    expect(runGit(fixture.remote, ['log', '-1', '--format=%(trailers)', 'main'])).toBe(
      `Draft: ${draft}\nPublished-by: Petra Publisher <petra@example.com>\n\n`,
    );
    // ...and the author's own commit, with her identity.
    expect(runGit(fixture.remote, ['log', '-1', '--format=%an <%ae>|%s', 'main^2'])).toBe(
      'Ann Author <ann.author@example.com>|Saved pages/about.json\n',
    );
  });

  it('keeps untracked files of the published work tree (node_modules, data) and updates added and deleted pages', async () => {
    writeFiles(fixture.published, {
      'node_modules/pkg/index.js': 'module.exports = 1;\n',
      'data/leads.db': 'db',
      'notes.txt': 'mine',
    });
    const draft = await repo.createDraft(ann, 'pages/careers.json');
    const root = await repo.draftRoot(draft);
    writeFiles(root, { 'pages/careers.json': '{ "title": "Careers" }\n' });
    runGit(root, ['rm', '--quiet', 'pages/index.json']);
    await repo.commitDraft(draft, ['pages/careers.json', 'pages/index.json'], 'Saved', ann);

    const result = await repo.publish(draft, { publisher: petra, ...acceptAll });

    expect(result.files.sort()).toEqual(['pages/careers.json', 'pages/index.json']);
    expect(publishedText('pages/careers.json')).toBe('{ "title": "Careers" }\n');
    expect(existsSync(path.join(fixture.published, 'pages/index.json'))).toBe(false);
    expect(publishedText('node_modules/pkg/index.js')).toBe('module.exports = 1;\n');
    expect(publishedText('data/leads.db')).toBe('db');
    expect(publishedText('notes.txt')).toBe('mine');
  });

  it('brings a draft that is behind the published branch up to date with a clean merge, then publishes both changes', async () => {
    const draft = await draftWith(ann, { 'pages/about.json': aboutHeading('Ann was here') });
    const other = await draftWith(ben, { 'pages/index.json': '{ "title": "Home by Ben" }\n' });
    await repo.publish(other, { publisher: petra, ...acceptAll });
    let validatedAbout = '';
    let validatedIndex = '';

    const result = await repo.publish(draft, {
      publisher: petra,
      validate: async (root) => {
        validatedAbout = readFileSync(path.join(root, 'pages/about.json'), 'utf8');
        validatedIndex = readFileSync(path.join(root, 'pages/index.json'), 'utf8');
      },
    });

    expect(validatedAbout).toBe(aboutHeading('Ann was here'));
    expect(validatedIndex).toBe('{ "title": "Home by Ben" }\n');
    expect(result.files).toEqual(['pages/about.json']);
    expect(publishedText('pages/about.json')).toBe(aboutHeading('Ann was here'));
    expect(publishedText('pages/index.json')).toBe('{ "title": "Home by Ben" }\n');
    expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(result.commit);
  });

  it('refuses a real conflict with ContentConflict and changes nothing, neither the draft nor the published branch', async () => {
    const draft = await draftWith(ann, { 'pages/about.json': aboutHeading('Ann says') });
    const other = await draftWith(ben, { 'pages/about.json': aboutHeading('Ben says') });
    await repo.publish(other, { publisher: petra, ...acceptAll });
    const publishedHead = await repo.head();
    const root = await repo.draftRoot(draft);
    const draftHead = runGit(root, ['rev-parse', 'HEAD']);

    const refusal = await repo.publish(draft, { publisher: petra, ...acceptAll }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ContentConflict);
    expect((refusal as ContentConflict).files).toEqual(['pages/about.json']);
    expect(runGit(root, ['rev-parse', 'HEAD'])).toBe(draftHead);
    expect(runGit(root, ['status', '--porcelain'])).toBe('');
    expect(readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe(aboutHeading('Ann says'));
    expect(await repo.head()).toBe(publishedHead);
    expect(publishedText('pages/about.json')).toBe(aboutHeading('Ben says'));
    expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(publishedHead);
  });

  it('publishes nothing when validate throws, and takes back the merge it made in the draft', async () => {
    const draft = await draftWith(ann, { 'pages/about.json': aboutHeading('Invalid?') });
    await repo.publish(await draftWith(ben, { 'pages/index.json': '{ "title": "Ben" }\n' }), {
      publisher: petra,
      ...acceptAll,
    });
    const publishedHead = await repo.head();
    const draftHead = runGit(await repo.draftRoot(draft), ['rev-parse', 'HEAD']);

    await expect(
      repo.publish(draft, {
        publisher: petra,
        validate: async () => {
          throw new Error('pages/about.json:3:14 heading: too shouty');
        },
      }),
    ).rejects.toThrow('too shouty');

    expect(await repo.head()).toBe(publishedHead);
    expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(publishedHead);
    expect(publishedText('pages/about.json')).toBe(aboutHeading('We are Kinetiq'));
    expect(runGit(await repo.draftRoot(draft), ['rev-parse', 'HEAD'])).toBe(draftHead);
  });

  it('refuses, naming the file, when the published work tree has uncommitted changes to a page it would replace', async () => {
    const draft = await draftWith(ann, { 'pages/about.json': aboutHeading('New') });
    writeFileSync(path.join(fixture.published, 'pages/about.json'), 'a developer is editing this\n');
    const head = await repo.head();

    const refusal = await repo.publish(draft, { publisher: petra, ...acceptAll }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(PublishedTreeChanged);
    expect((refusal as Error).message).toContain('pages/about.json');
    expect(publishedText('pages/about.json')).toBe('a developer is editing this\n');
    expect(await repo.head()).toBe(head);
    expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(head);
  });

  it('says so when the push fails and keeps the local branch where the remote is, so the next publish pushes it', async () => {
    const draft = await draftWith(ann, { 'pages/about.json': aboutHeading('Pushed later') });
    const head = await repo.head();
    // The remote refuses every update: a pre-receive hook that exits 1.
    mkdirSync(path.join(fixture.remote, 'hooks'), { recursive: true });
    writeFileSync(path.join(fixture.remote, 'hooks/pre-receive'), '#!/bin/sh\necho "remote says no" >&2\nexit 1\n', {
      mode: 0o755,
    });

    await expect(repo.publish(draft, { publisher: petra, ...acceptAll })).rejects.toThrow(RemotePushFailed);
    await expect(repo.publish(draft, { publisher: petra, ...acceptAll })).rejects.toThrow(
      /pushing to the content remote failed.*remote says no/s,
    );
    expect(await repo.head()).toBe(head);
    expect(publishedText('pages/about.json')).toBe(aboutHeading('We are Kinetiq'));

    writeFileSync(path.join(fixture.remote, 'hooks/pre-receive'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    const result = await repo.publish(draft, { publisher: petra, ...acceptAll });
    expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(result.commit);
  });

  it('refuses a draft that changes nothing', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    await expect(repo.publish(draft, { publisher: petra, ...acceptAll })).rejects.toThrow(/changes nothing/);
  });

  it('runs concurrent publishes one at a time, each on top of the one before', async () => {
    const drafts = [
      await draftWith(ann, { 'pages/about.json': aboutHeading('Concurrent') }),
      await draftWith(ben, { 'pages/index.json': '{ "title": "Concurrent home" }\n' }),
      await draftWith(ben, { 'site.json': '{ "name": "Concurrent" }\n' }),
    ];
    let running = 0;
    let mostAtOnce = 0;
    const validate = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
    };

    const results = await Promise.all(drafts.map((draft) => repo.publish(draft, { publisher: petra, validate })));

    expect(mostAtOnce).toBe(1);
    expect(results.map((result) => result.files)).toEqual([['pages/about.json'], ['pages/index.json'], ['site.json']]);
    const firstParents = runGit(fixture.remote, ['log', '--first-parent', '--format=%H', '-3', 'main'])
      .trim()
      .split('\n');
    expect(firstParents).toEqual(results.map((result) => result.commit).reverse());
    expect(publishedText('site.json')).toBe('{ "name": "Concurrent" }\n');
  });
});
