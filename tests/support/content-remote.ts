import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { GitAuthor } from '../../src/publishing/content/index.ts';

/** Who made the site: the commits beside the admin's, on main. */
export const developer: GitAuthor = { name: 'Dev Eloper', email: 'dev@example.com' };

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

/**
 * A bare repository standing in for CONTENT_REMOTE, `<scratch>/remote.git`, holding one developer commit on main
 * of what `fill` lays into the seed folder it is given. Returns the remote's path.
 */
export function createContentRemote(scratch: string, fill: (seed: string) => void): string {
  const remote = path.join(scratch, 'remote.git');
  const seed = path.join(scratch, 'seed');
  runGit(scratch, ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  runGit(scratch, ['init', '--quiet', '--initial-branch=main', seed]);
  fill(seed);
  runGit(seed, ['add', '--all']);
  runGit(seed, ['commit', '--quiet', '-m', 'The site as a developer made it']);
  runGit(seed, ['push', '--quiet', remote, 'main']);
  return remote;
}

/** One instance's own checkout of the remote (its CONTENT_DIR), `<scratch>/<name>`, on main. */
export function cloneForInstance(scratch: string, remote: string, name: string): string {
  const dir = path.join(scratch, name);
  runGit(scratch, ['clone', '--quiet', remote, dir]);
  return dir;
}
