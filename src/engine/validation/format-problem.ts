import type { Problem } from './problem.ts';

/**
 * One problem on one line, the way compilers print them so editors and terminals can link to it:
 * `pages/x.json:42:17 /blocks/3/items/1/title must be a string (got 42)`.
 */
export function formatProblem(problem: Problem): string {
  const place = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
  const marker = problem.severity === 'warning' ? 'warning: ' : '';
  const pointer = problem.pointer ? `${problem.pointer} ` : '';
  return `${place} ${marker}${pointer}${problem.message}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "2 errors, 1 warning in 31 pages". */
export function formatSummary(problems: readonly Problem[], pageCount: number): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return `${count(errors, 'error')}, ${count(problems.length - errors, 'warning')} in ${count(pageCount, 'page')}`;
}

/** Every problem, one per line, then the summary: what the CLI prints and the build throws. */
export function formatReport(problems: readonly Problem[], pageCount: number): string {
  return [...problems.map(formatProblem), formatSummary(problems, pageCount)].join('\n');
}

/** Orders problems as an author fixes them: file by file, top to bottom. */
export function compareProblems(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}
