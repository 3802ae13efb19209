import type { Problem } from '../server-api/types';

/** Problems of one file by the pointer of the field they are about. */
export function problemsByPointer(problems: readonly Problem[], file: string): Map<string, Problem[]> {
  const map = new Map<string, Problem[]>();
  for (const problem of problems) {
    if (problem.file !== file) continue;
    const list = map.get(problem.pointer) ?? [];
    list.push(problem);
    map.set(problem.pointer, list);
  }
  return map;
}

/** Why Save is off, in words, or undefined when it may save. Warnings never block; errors the edit causes in other files do. */
export function saveBlocker(problems: readonly Problem[], file: string, pending: boolean): string | undefined {
  const errors = problems.filter((problem) => problem.file === file && problem.severity === 'error').length;
  if (errors > 0) return `Fix ${errors} ${errors === 1 ? 'error' : 'errors'} before saving.`;
  // The server returns other files' errors only when this edit causes them.
  const elsewhere = problems.filter((problem) => problem.file !== file && problem.severity === 'error').length;
  if (elsewhere > 0) {
    return `This change would break ${elsewhere} ${elsewhere === 1 ? 'thing' : 'things'} in other pages: undo it or fix them first.`;
  }
  if (pending) return 'Checking the page…';
  return undefined;
}

/** The index of the block a pointer is inside ('/blocks/3/image/alt' → 3), if any. */
export function blockIndexOf(pointer: string): number | undefined {
  const match = /^\/blocks\/(\d+)(\/|$)/.exec(pointer);
  return match ? Number(match[1]) : undefined;
}

/** The pointer and its ancestors, nearest first: a problem about a missing field focuses its parent. */
export function pointerAncestors(pointer: string): string[] {
  const result = [pointer];
  let current = pointer;
  while (current.includes('/')) {
    current = current.slice(0, current.lastIndexOf('/'));
    result.push(current);
  }
  return result;
}

/** Names the field at a pointer of the open document in the author's words, or undefined when it is not there. */
export type TitleOf = (pointer: string) => string | undefined;

/** A JSON pointer standing alone in a message (after a space, a bracket or at the start): '/blocks/2/items/0'. */
const POINTER_IN_TEXT = /(?<=^|[\s(])(?:\/[A-Za-z0-9_.~-]+)+/g;

/**
 * A validation message as an author reads it: a pointer into the open document ("repeats the id x of
 * /blocks/2/items/0") becomes that field's title path ("… of Download list › Product 1"). Anything
 * else that looks like a path (a route, '/images/x.jpg') names no field and is left as written.
 */
export function inAuthorWords(message: string, titleOf: TitleOf): string {
  return message.replace(POINTER_IN_TEXT, (pointer) => titleOf(pointer) ?? pointer);
}

/** Where a problem is, for the problem list: the field's title path; the server's schema titles when the form has none. */
export function problemPlace(problem: Problem, titleOf: TitleOf): string | undefined {
  return titleOf(problem.pointer) ?? problem.field;
}
