import type { FieldProblem } from '../lead-validation.ts';

/** Problems split into those shown beside a field of the form and those shown above it. */
export interface SortedProblems {
  byField: Record<string, string>;
  general: string[];
}

export function sortProblems(problems: readonly FieldProblem[], fields: readonly string[]): SortedProblems {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const { field, problem } of problems) {
    if (fields.includes(field)) byField[field] ??= problem;
    else general.push(field === 'body' ? problem : `${field}: ${problem}`);
  }
  return { byField, general };
}
