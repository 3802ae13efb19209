import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  openContentRepository,
  type ContentRepository,
  type GitAuthor,
} from '../../../src/publishing/content/index.ts';

export const developer: GitAuthor = { name: 'Dev Eloper', email: 'dev@example.com' };
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
  const remote = path.join(scratch, 'remote.git');
  const seed = path.join(scratch, 'seed');
  const published = path.join(scratch, 'published');
  runGit(scratch, ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  runGit(scratch, ['init', '--quiet', '--initial-branch=main', seed]);
  writeFiles(seed, initialFiles);
  runGit(seed, ['add', '--all']);
  runGit(seed, ['commit', '--quiet', '-m', 'The site as a developer made it'], developer);
  runGit(seed, ['push', '--quiet', remote, 'main']);
  runGit(scratch, ['clone', '--quiet', remote, published]);
  return {
    published,
    remote,
    worktrees: path.join(scratch, 'drafts'),
    scratch,
    cleanup: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

/** Runs git outside the code under test, as a developer or an inspector would. */
export function runGit(dir: string, args: string[], identity: GitAuthor = developer): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: identity.name,
      GIT_AUTHOR_EMAIL: identity.email,
      GIT_COMMITTER_NAME: identity.name,
      GIT_COMMITTER_EMAIL: identity.email,
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
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

/** Another instance on the same remote: its own clone (with an untracked node_modules file) and drafts folder. */
export async function openSecondInstance(fixture: ContentFixture): Promise<{ dir: string; repo: ContentRepository }> {
  const dir = path.join(fixture.scratch, 'second-instance');
  runGit(fixture.scratch, ['clone', '--quiet', fixture.remote, dir]);
  writeFiles(dir, { 'node_modules/kept.js': 'kept\n' });
  const repo = await openContentRepository({
    dir,
    remote: fixture.remote,
    worktreesDir: path.join(fixture.scratch, 'second-drafts'),
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
