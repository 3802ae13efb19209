import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyBaseFixture } from '../../../support/base-fixture.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The engine a content folder needs to be built (the build reads vite.config.ts and src/ from its root). */
const ENGINE = ['src', 'schemas', 'node_modules', 'package.json', 'tsconfig.json', 'vite.config.ts'];

export const AUTHOR_OF_FIXTURE = { name: 'Fixture Maker', email: 'fixture@example.in' };

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/**
 * A content repository for the admin's end-to-end tests: tests/fixtures/base with the engine linked
 * in (committed as links, so every draft worktree has it too), one commit on `main`, pushed to a
 * bare repository that stands in for the remote (GitHub and its CI in production).
 */
export function createContentProject(dir: string): { contentDir: string; remoteDir: string } {
  const contentDir = path.join(dir, 'content');
  const remoteDir = path.join(dir, 'remote.git');
  mkdirSync(contentDir, { recursive: true });
  for (const entry of ENGINE) symlinkSync(path.join(repoRoot, entry), path.join(contentDir, entry));
  copyBaseFixture(contentDir);
  writeFileSync(path.join(contentDir, '.gitignore'), 'dist/\ndata/\n');
  git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', remoteDir);
  git(contentDir, 'init', '--quiet', '--initial-branch=main');
  git(contentDir, 'config', 'user.name', AUTHOR_OF_FIXTURE.name);
  git(contentDir, 'config', 'user.email', AUTHOR_OF_FIXTURE.email);
  git(contentDir, 'add', '-A');
  git(contentDir, 'commit', '--quiet', '-m', 'The fixture site');
  git(contentDir, 'remote', 'add', 'origin', remoteDir);
  git(contentDir, 'push', '--quiet', 'origin', 'main');
  return { contentDir, remoteDir };
}

/** A second instance's own clone of the remote, with the engine links the first one committed. */
export function cloneContentProject(remoteDir: string, dir: string): string {
  git(path.dirname(dir), 'clone', '--quiet', remoteDir, dir);
  return dir;
}
