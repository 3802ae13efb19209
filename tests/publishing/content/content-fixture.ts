import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import {
  openContentRepository,
  type ContentRepository,
  type GitAuthor,
} from '../../../src/publishing/content/index.ts';
import { cloneForInstance, createContentRemote, developer, runGit } from '../../support/content-remote.ts';

export { developer, runGit };
export const ann: GitAuthor = { name: 'Ann Author', email: 'ann.author@example.com' };
export const ben: GitAuthor = { name: 'Ben Writer', email: 'ben@example.com' };
export const petra: GitAuthor = { name: 'Petra Publisher', email: 'petra@example.com' };

/** A PNG's first bytes and a NUL: git must treat it as binary. */
export const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01, 0x02, 0xff]);

export const initialFiles: Record<string, string | Buffer> = {
  'site.json': '{ "name": "Kinetiq" }\n',
  'pages/index.json': '{\n  "title": "Home",\n  "heading": "Tailored solutions"\n}\n',
  'pages/about.json': '{\n  "title": "About",\n  "heading": "We are Kinetiq"\n}\n',
  'public/images/logo.png': pngBytes,
  '.gitignore': 'node_modules/\ndata/\n',
};

export interface ContentFixture {
  /** The published checkout (CONTENT_DIR), on main, cloned from the remote. */
  published: string;
  /** The bare repository standing in for CONTENT_REMOTE. */
  remote: string;
  worktrees: string;
  /** A temporary folder for anything else the test needs. */
  scratch: string;
  cleanup(): void;
}

/** A bare remote holding one developer commit of a small site, and a clone of it as the published checkout. */
export function createContentFixture(): ContentFixture {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'content-repo-'));
  const remote = createContentRemote(scratch, (seed) => writeFiles(seed, initialFiles));
  return {
    published: cloneForInstance(scratch, remote, 'published'),
    remote,
    worktrees: path.join(scratch, 'drafts'),
    scratch,
    cleanup: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

export function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** What a draft is validated with when the test does not care: accept everything. */
export const acceptAll = { validate: async () => undefined };

/** The content repository on the fixture's published checkout, with the bare remote as CONTENT_REMOTE unless `remote: false`. */
export function openFixtureRepository(
  fixture: ContentFixture,
  options: { remote?: boolean } = {},
): Promise<ContentRepository> {
  return openContentRepository({
    dir: fixture.published,
    remote: options.remote === false ? undefined : fixture.remote,
    worktreesDir: fixture.worktrees,
  });
}

/**
 * The set-up most tests here share, registered as the file's hooks: before each test a new fixture and the
 * repository on it, handed to `receive` (which keeps them in the file's variables); after it, the fixture removed.
 */
export function openFixtureRepositoryForEachTest(
  receive: (opened: { fixture: ContentFixture; repo: ContentRepository }) => void,
  options: { remote?: boolean } = {},
): void {
  createFixtureForEachTest(async (fixture) =>
    receive({ fixture, repo: await openFixtureRepository(fixture, options) }),
  );
}

/** As openFixtureRepositoryForEachTest, with a second instance on the same remote beside the first. */
export function openTwoInstancesForEachTest(
  receive: (opened: {
    fixture: ContentFixture;
    first: ContentRepository;
    second: ContentRepository;
    secondDir: string;
  }) => void,
): void {
  createFixtureForEachTest(async (fixture) => {
    const first = await openFixtureRepository(fixture);
    const { dir, repo } = await openSecondInstance(fixture);
    receive({ fixture, first, second: repo, secondDir: dir });
  });
}

/** A new fixture for each test, handed to `setUp`, and removed after the test even when setting up failed. */
export function createFixtureForEachTest(setUp: (fixture: ContentFixture) => unknown): void {
  let fixture: ContentFixture | undefined;
  beforeEach(async () => {
    fixture = createContentFixture();
    await setUp(fixture);
  });
  afterEach(() => fixture?.cleanup());
}

/** Another instance on the same remote: its own clone (with an untracked node_modules file) and drafts folder. */
export async function openSecondInstance(
  fixture: ContentFixture,
  name = 'second',
): Promise<{ dir: string; repo: ContentRepository }> {
  const dir = cloneForInstance(fixture.scratch, fixture.remote, `${name}-instance`);
  writeFiles(dir, { 'node_modules/kept.js': 'kept\n' });
  const repo = await openContentRepository({
    dir,
    remote: fixture.remote,
    worktreesDir: path.join(fixture.scratch, `${name}-drafts`),
  });
  return { dir, repo };
}

/** A developer's commit on main in `dir` (pushed to origin when `push`), as happens beside the server. */
export function developerCommits(dir: string, files: Record<string, string>, message: string, push = false): void {
  writeFiles(dir, files);
  runGit(dir, ['commit', '--quiet', '-am', message]);
  if (push) runGit(dir, ['push', '--quiet', 'origin', 'main']);
}

/** What the editor does on Save: writes the files into the draft's work tree, then commits them as `author`. */
export async function saveInDraft(
  repo: ContentRepository,
  draft: string,
  files: Record<string, string | Buffer>,
  author: GitAuthor,
): Promise<string | null> {
  writeFiles(await repo.draftRoot(draft), files);
  return repo.commitDraft(draft, Object.keys(files), `Saved ${Object.keys(files).join(', ')}`, author);
}
