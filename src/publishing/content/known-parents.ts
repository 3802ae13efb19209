/**
 * The parent of each save this process committed (commit-draft.ts), newest KNOWN_PARENTS_KEPT: where a draft's
 * local branch stands against the remote's is then known without a git process when the remote's commit is one
 * of the local saves' ancestors, which it is after every save not pushed yet (20 authors saving: two
 * `merge-base` processes per save before). A commit missing here just means asking git.
 */
export const KNOWN_PARENTS_KEPT = 10_000;

const parents = new Map<string, string>();

export function rememberParent(commit: string, parent: string): void {
  parents.delete(commit);
  parents.set(commit, parent);
  if (parents.size > KNOWN_PARENTS_KEPT) parents.delete(parents.keys().next().value!);
}

/**
 * True when `ancestor` is `descendant` or reached from it through remembered parents; false when that chain
 * ends without it (unknown: git must tell).
 */
export function knownAncestor(ancestor: string, descendant: string): boolean {
  const seen = new Set<string>();
  for (let commit: string | undefined = descendant; commit && !seen.has(commit); commit = parents.get(commit)) {
    if (commit === ancestor) return true;
    seen.add(commit);
  }
  return false;
}
