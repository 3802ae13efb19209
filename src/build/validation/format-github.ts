import type { ReportScope } from './report-scope.ts';
import { formatField, formatHint, formatSummary } from './format-problem.ts';
import type { Problem } from './problem.ts';

// Escaping as GitHub's own toolkit does it (actions/toolkit, packages/core/src/command.ts): the runner
// reads one command per line, so a newline in a message would end the command early.

/** Escapes a command's message: `%`, CR and LF. */
export function escapeGithubData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a property value, where `:` and `,` would also end the value early. */
export function escapeGithubProperty(text: string): string {
  return escapeGithubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * One GitHub Actions workflow command, which the runner turns into an annotation on that line of
 * the file in the pull request: `::error file=pages/x.json,line=30,col=20,title=Card grid › Card 2
 * › Title::Card grid › Card 2 › Title must be a string (got 42)`. Line and column are left out when
 * the problem has no single place; the title is the field as the human report names it, left out
 * for a problem with the whole file.
 */
export function formatGithubAnnotation(problem: Problem): string {
  const field = formatField(problem);
  const properties = [
    ['file', problem.file],
    ...(problem.line > 0
      ? [
          ['line', String(problem.line)],
          ['col', String(problem.column)],
        ]
      : []),
    ...(field ? [['title', field]] : []),
  ].map(([name, value]) => `${name}=${escapeGithubProperty(value!)}`);
  const message = `${field ? `${field} ${problem.message}` : problem.message}\n${formatHint(problem)}`;
  return `::${problem.severity} ${properties.join(',')}::${escapeGithubData(message)}`;
}

/** `--format github`: one annotation per problem, then the summary as plain log text. */
export function formatGithubReport(problems: readonly Problem[], scope: number | ReportScope): string {
  return [...problems.map(formatGithubAnnotation), formatSummary(problems, scope)].join('\n');
}
