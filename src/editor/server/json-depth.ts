/**
 * How deeply the editor's request bodies may nest. The deepest file the site has (a schema) nests 10 levels, a
 * page fewer; the save, check and preview walk a page recursively, and a body nested 100,000 levels deep (200 KB)
 * overflowed the stack there, a 500 for what is a malformed request.
 */
export const MAX_JSON_DEPTH = 64;

/** How deeply `value` nests (a scalar 0, `[]` 1, `[[1]]` 2), counted without recursion, stopping past `limit`. */
export function jsonDepthOver(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
