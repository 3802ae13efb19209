import { performance } from 'node:perf_hooks';
import { readBranchRef } from './branch-ref-files.ts';
import type { GitAuthor } from './content-repository.ts';
import { recordGitCommand } from './git-command-stats.ts';
import { flushedByCallerConfig, gitDurabilityConfig } from './git-durability.ts';
import { runGitProcess } from './git-process-host.ts';

export interface GitCommandOptions {
  /** Author and committer of the commits this command makes. */
  identity?: GitAuthor;
  /** Git flushes nothing; the caller flushes what it wrote before it answers (a save: git-durability.ts). */
  flushedByCaller?: boolean;
  /** Exit codes other than 0 that answer rather than fail (`git merge-tree` exits 1 on a conflict). */
  answeringExitCodes?: readonly number[];
}

// Settings of the checkout's owner that must not change what the server writes or reads:
// quoted paths would break parsing, signing would prompt, hooks are a developer's, not the server's.
const fixedConfig = [
  'core.quotePath=false',
  'commit.gpgSign=false',
  'core.hooksPath=/dev/null',
  'core.autocrlf=false',
  // Not after every commit and fetch (a process each, and the fetch before each save waited for it):
  // git-housekeeping.ts runs it now and then.
  'maintenance.auto=false',
  ...gitDurabilityConfig,
];

/**
 * Runs one git command in `dir` and returns its standard output. A non-zero exit always throws.
 * Spawned directly, not through simple-git: simple-git waits 50 ms after every command that prints nothing
 * (its completion detection, not configurable), and a save's `update-index` and `update-ref` print nothing,
 * which was 100 of the 126 ms of one save (bench-admin-load-saves). Arguments go to git as a list,
 * never through a shell; git is started by a small host process at a lower priority (git-process-host.ts).
 */
export function git(dir: string, args: string[], options: GitCommandOptions = {}): Promise<string> {
  // Literal pathspecs: a page named `*.json` means that file, not a pattern.
  const env = {
    ...serverEnvironment(),
    GIT_TERMINAL_PROMPT: '0',
    GIT_LITERAL_PATHSPECS: '1',
    // Git's words in English whatever the server's locale: refusals are recognised by them (commit-draft.ts).
    LC_ALL: 'C',
    ...identityEnv(options.identity),
  };
  const started = performance.now();
  const config = options.flushedByCaller ? [...fixedConfig, ...flushedByCallerConfig] : fixedConfig;
  const run = { cwd: dir, env, args: [...config.flatMap((setting) => ['-c', setting]), ...args] };
  return runGitProcess(run).then(({ code, signal, stdout, stderr }) => {
    recordGitCommand(args[0] ?? '', performance.now() - started);
    if (code === 0 || (code !== null && options.answeringExitCodes?.includes(code))) return stdout;
    const message = `${stderr}${stdout}`.trim();
    const ending = signal ? `was stopped by ${signal}` : `exited with ${code}`;
    throw new Error(`git ${args[0]} ${ending}${message ? `: ${message}` : ''}`);
  });
}

// Nothing here may open an editor or a pager, and a GIT_DIR inherited from a hook would point every command
// at another repository.
const droppedVariables = new Set([
  'EDITOR',
  'VISUAL',
  'PAGER',
  'GIT_EDITOR',
  'GIT_PAGER',
  'GIT_SEQUENCE_EDITOR',
  'GIT_EXTERNAL_DIFF',
  'GIT_TEMPLATE_DIR',
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_COMMON_DIR',
  'GIT_OBJECT_DIRECTORY',
]);
function serverEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !droppedVariables.has(name.toUpperCase())) env[name] = value;
  }
  return env;
}

function identityEnv(identity: GitAuthor | undefined): Record<string, string> {
  if (!identity) return {};
  return {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
  };
}

/** Lines of a command's output, without the empty last one. */
export function outputLines(output: string): string[] {
  return output.split('\n').filter((line) => line !== '');
}

// Each folder's common git folder, asked of git once: where its branches' files are (branch-ref-files.ts).
const commonDirs = new Map<string, Promise<string | null>>();
function commonDirOf(dir: string): Promise<string | null> {
  let found = commonDirs.get(dir);
  if (!found) {
    found = git(dir, ['rev-parse', '--path-format=absolute', '--git-common-dir']).then(
      (output) => output.trim() || null,
      () => {
        commonDirs.delete(dir); // not a repository yet: ask again next time
        return null;
      },
    );
    commonDirs.set(dir, found);
  }
  return found;
}

/**
 * The commit a ref or revision names, or null when it does not exist. A branch or remote-tracking branch is read
 * from its file, without a git process: a save asks for two (its draft here and on the remote), and each git
 * process is a fork and an exec more on a machine that also answers the public pages.
 */
export async function resolveCommit(dir: string, revision: string): Promise<string | null> {
  const commonDir = await commonDirOf(dir);
  const fromFiles = commonDir === null ? undefined : await readBranchRef(commonDir, revision);
  if (fromFiles !== undefined) return fromFiles;
  const output = await git(dir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`]).catch(
    () => '',
  );
  return output.trim() || null;
}

/** Whether `ancestor` is `descendant` or one of its ancestors. */
export async function isAncestor(dir: string, ancestor: string, descendant: string): Promise<boolean> {
  const base = await git(dir, ['merge-base', ancestor, descendant]).catch(() => '');
  return base.trim() === ancestor;
}

/** Files that differ between two commits (no rename detection: a move is a deletion and an addition). */
export async function changedFiles(dir: string, from: string, to: string): Promise<string[]> {
  return outputLines(await git(dir, ['diff', '--no-renames', '--name-only', from, to, '--']));
}

/** The files whose work-tree copy in `dir` differs from `from` (changed, added to the index, or removed). */
export async function changedInWorkTree(dir: string, from: string): Promise<string[]> {
  return outputLines(await git(dir, ['diff', '--no-renames', '--name-only', from, '--']));
}
