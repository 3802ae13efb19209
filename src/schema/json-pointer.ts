/**
 * JSON pointers (RFC 6901), the one copy: validation messages, the editor's document edits and the
 * schema walk all address a value with them.
 */

/** Escapes one path token: '~' -> '~0', '/' -> '~1'. */
export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Undoes escapePointerToken ('~1' first would turn '~01' into '/' instead of '~1'). */
export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** '/blocks/2/heading' -> ['blocks', '2', 'heading']; '' (the whole document) -> []. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapePointerToken);
}

/** ['blocks', 3, 'title'] -> '/blocks/3/title'. */
export function joinPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((token) => `/${escapePointerToken(token)}`).join('');
}

/** The value at `pointer` in `data`, or undefined when there is none (a missing key or index). */
export function getAtPointer(data: unknown, pointer: string): unknown {
  let node: unknown = data;
  for (const token of parsePointer(pointer)) {
    if (Array.isArray(node)) node = /^(0|[1-9][0-9]*)$/.test(token) ? node[Number(token)] : undefined;
    else if (node !== null && typeof node === 'object')
      node = Object.hasOwn(node, token) ? (node as Record<string, unknown>)[token] : undefined;
    else return undefined;
  }
  return node;
}
