import { parsePointer } from '../../schema/json-pointer.ts';
import type { Problem } from './problem.ts';
import { noColours, type ReportColours } from './report-colours.ts';
import { describeScope, scopeOf, type ReportScope } from './report-scope.ts';

/**
 * Which field a problem is about, in the words the author reads in the editor: the schema titles,
 * `Card grid › Card 2 › Title`. Never the JSON pointer (it stays in `--format json` for tools):
 * where the schema names nothing, the property's own name in quotes. '' for a page or site.json as a whole.
 */
export function formatField(problem: Problem): string {
  // A field name on the whole document is a collection entry's kind ('Blog post is missing ...').
  if (problem.field) return problem.field;
  if (!problem.pointer) return '';
  const key = parsePointer(problem.pointer).findLast((token) => !/^\d+$/.test(token));
  return key === undefined ? '' : `'${key}'`;
}

/** `pages/x.json:42:17`, or the file alone when the problem has no single place. */
export function formatLocation(problem: Problem): string {
  return problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
}

/** How to fix a problem, and the rule's id (its anchor in docs/content-lint.md): `Shorten it. [seo-title-length]`. */
export function formatHint(problem: Problem): string {
  return `${problem.hint} [${problem.rule}]`;
}

/** Formats problems (two lines each) marked up with `colours` (see formatProblem). */
export function problemFormatter(colours: ReportColours): (problem: Problem) => string {
  return (problem) => {
    const marker = problem.severity === 'warning' ? 'warning: ' : '';
    const field = formatField(problem);
    const text = `${marker}${field ? `${field} ` : ''}${problem.message}`;
    return `${colours.location(formatLocation(problem))} ${colours[problem.severity](text)}\n  ${colours.hint(formatHint(problem))}`;
  };
}

/**
 * One problem the way compilers print them, so editors and terminals can link to it, with how to
 * fix it on an indented second line:
 * `pages/x.json:30:20 Card grid › Card 2 › Title must be a string (got 42)`
 * `  Write a text in double quotes. [schema-wrong-type]`.
 * The CLI, the build and the dev overlay all print problems through this function.
 */
export const formatProblem = problemFormatter(noColours);

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "2 errors, 1 warning in 31 pages", and with entries "... in 31 pages and 9 entries (6 blog posts, 3 news items)". */
export function formatSummary(problems: readonly Problem[], scope: number | ReportScope): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return `${count(errors, 'error')}, ${count(problems.length - errors, 'warning')} in ${describeScope(scopeOf(scope))}`;
}

/** Every problem, one per line, then the summary: what the CLI prints and the build throws. */
export function formatReport(
  problems: readonly Problem[],
  scope: number | ReportScope,
  colours: ReportColours = noColours,
): string {
  return [...problems.map(problemFormatter(colours)), formatSummary(problems, scope)].join('\n');
}

/** Orders problems as an author fixes them: file by file, top to bottom. */
export function compareProblems(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}
