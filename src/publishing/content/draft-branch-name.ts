import { git, resolveCommit } from './git-command.ts';

export const DRAFT_PREFIX = 'drafts/';

/** `drafts/<email local part>-<first page>`: lower-case letters, digits and dashes, always a valid git branch name. */
export function draftBranchBase(email: string, firstFile: string): string {
  const owner = slug(email.split('@')[0] ?? '', 30) || 'author';
  const page = slug(pageName(firstFile), 40) || 'page';
  return `${DRAFT_PREFIX}${owner}-${page}`;
}

/** The first free name: the base, then `-2`, `-3`… Checked with `git check-ref-format` as the last word. */
export async function freeDraftBranch(dir: string, email: string, firstFile: string): Promise<string> {
  const base = draftBranchBase(email, firstFile);
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if ((await resolveCommit(dir, `refs/heads/${candidate}`)) === null) {
      await git(dir, ['check-ref-format', '--branch', candidate]);
      return candidate;
    }
  }
}

/**
 * `pages/products/palletizer.json` → `products/palletizer`: the page's address, which authors recognise;
 * `content/posts/robot-cells.json` → `posts/robot-cells`: the collection and the entry.
 */
function pageName(file: string): string {
  return file
    .replace(/\\/g, '/')
    .replace(/^(\.\/)?(pages|content)\//, '')
    .replace(/\.[^./]*$/, '');
}

function slug(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}
