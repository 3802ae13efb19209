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
