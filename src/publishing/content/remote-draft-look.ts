import { existsSync } from 'node:fs';
import path from 'node:path';
import { refFromFiles, refsUnder } from './ref-folder-files.ts';

/**
 * The git folder of CONTENT_REMOTE when it is a repository on this machine's disk (a path, bare or not), else
 * null (a URL: only git can ask it).
 */
export function localRemoteGitDir(remote: string, contentDir: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(remote) || /^[^/]*:/.test(remote)) return null;
  const dir = path.resolve(contentDir, remote);
  if (existsSync(path.join(dir, 'HEAD')) && existsSync(path.join(dir, 'refs'))) return dir;
  const dotGit = path.join(dir, '.git');
  return existsSync(path.join(dotGit, 'HEAD')) ? dotGit : null;
}

/**
 * Whether this repository's tracking refs of a fetch refspec (`+refs/heads/drafts/*:refs/remotes/…/drafts/*`)
 * name exactly what the remote's refs do, read from both repositories' files: then a fetch would change
 * nothing. Pushes update the tracking refs (the remote's fetch refspecs, open-content-repository.ts), so this
 * instance's own saves leave them equal; another instance's save, a new draft or a draft gone makes them
 * differ. False when a file can only be read by git.
 */
export async function tracksRemoteExactly(remoteGitDir: string, gitDir: string, refspec: string): Promise<boolean> {
  const [source, destination] = refspec.replace(/^\+/, '').replace(/\*/g, '').split(':') as [string, string];
  const [onRemote, tracked] = await Promise.all([refsUnder(remoteGitDir, source), refsUnder(gitDir, destination)]);
  if (!onRemote || !tracked || onRemote.size !== tracked.size) return false;
  for (const [name, id] of onRemote) {
    if (tracked.get(destination + name.slice(source.length)) !== id) return false;
  }
  return true;
}

/**
 * Like tracksRemoteExactly for one draft only (`drafts/<name>`): whether its tracking ref of the refspec names what
 * the remote's ref does (both absent counts). Four file reads for the look before a save, however many drafts.
 */
export async function tracksRemoteRef(
  remoteGitDir: string,
  gitDir: string,
  refspec: string,
  branch: string,
): Promise<boolean> {
  const [source, destination] = refspec.replace(/^\+/, '').replace(/\*/g, '').split(':') as [string, string];
  const name = branch.slice('drafts/'.length);
  if (!source.endsWith('drafts/') || name === '' || branch !== `drafts/${name}`) return false;
  const [onRemote, tracked] = await Promise.all([
    refFromFiles(remoteGitDir, source + name),
    refFromFiles(gitDir, destination + name),
  ]);
  return onRemote !== undefined && onRemote === tracked;
}
