import type { Problem, Severity } from './problem.ts';
import { entryCount, scopeOf, type ReportScope } from './report-scope.ts';

/**
 * `npm run validate -- --format json`: the whole output, one JSON object, for tools and editors.
 * Keys are stable; a breaking change (a key removed or changing meaning) raises `version`, a new key
 * does not (`rule` and `hint` came without one).
 */
export interface JsonReport {
  version: 1;
  /** `entries` counts collection entry files (content/<collection>/*.json); absent when the report covers none. */
  summary: { errors: number; warnings: number; pages: number; entries?: number };
  /** Ordered by file, then line and column. */
  problems: JsonProblem[];
}

export interface JsonProblem {
  severity: Severity;
  /** Relative to the project root, with forward slashes: `pages/about.json`. */
  file: string;
  /** 1-based; null when the problem has no single place (a missing file). */
  line: number | null;
  column: number | null;
  /** JSON pointer to the value, `/blocks/1/cards/1/title`; '' for the whole document. */
  pointer: string;
  /** The field's schema titles, `Card grid › Card › Title`; null when the schema has none for it. */
  field: string | null;
  /** The sentence that completes the pointer: `must be a string (got 42)`. */
  message: string;
  /** The rule's stable id in the problem catalogue, also its anchor in docs/content-lint.md: `vague-link-text`. */
  rule: string;
  /** How to fix it: `Give each page a title of its own.` */
  hint: string;
}

export function toJsonReport(problems: readonly Problem[], reportScope: number | ReportScope): JsonReport {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const scope = scopeOf(reportScope);
  const entries = entryCount(scope);
  return {
    version: 1,
    summary: { errors, warnings: problems.length - errors, pages: scope.pages, ...(entries > 0 ? { entries } : {}) },
    problems: problems.map((problem) => ({
      severity: problem.severity,
      file: problem.file,
      line: problem.line > 0 ? problem.line : null,
      column: problem.line > 0 ? problem.column : null,
      pointer: problem.pointer,
      field: problem.field ?? null,
      message: problem.message,
      rule: problem.rule,
      hint: problem.hint,
    })),
  };
}

/** The report as indented JSON text. */
export function formatJsonReport(problems: readonly Problem[], scope: number | ReportScope): string {
  return JSON.stringify(toJsonReport(problems, scope), null, 2);
}
