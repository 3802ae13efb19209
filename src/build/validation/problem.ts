import { hintOf, type ProblemDefinition } from './catalogue/problem-definition.ts';

/** How bad a problem is: errors fail `npm run validate` and the build, warnings are only printed. */
export type Severity = 'error' | 'warning';

/** One thing wrong with a page or the site file, located precisely enough for an author to fix it. */
export interface Problem {
  severity: Severity;
  /** Path relative to the project root, with forward slashes, e.g. `pages/product/x.json`. */
  file: string;
  /** 1-based line of the offending value; 0 when the problem has no single place (a missing file). */
  line: number;
  /** 1-based column of the offending value; 0 when `line` is 0. */
  column: number;
  /** JSON pointer to the offending value, e.g. `/blocks/3/items/1/title`; '' for the whole document. */
  pointer: string;
  /**
   * The schema titles of the field at `pointer`, outside in, as the author's editor names it:
   * `Card grid › Card › Title`. Absent where the schema has no title for it (a file that did not parse).
   */
  field?: string;
  /** A plain sentence that completes the pointer: "must be a string (got 42)". */
  message: string;
  /** The catalogue id of the rule (catalogue/): `vague-link-text`. */
  rule: string;
  /** How to fix it: "Write a label that says where it goes". */
  hint: string;
}

/** Finds where a JSON pointer sits in its file. `key` asks for the property name rather than its value. */
export type Locate = (pointer: string, part?: 'value' | 'key') => { line: number; column: number };

/** Where problems land when their document has no source text (in-memory pages). */
export const nowhere: Locate = () => ({ line: 0, column: 0 });

/** Builds one problem from its catalogue definition, at `pointer` of `file` (see catalogue/). */
export function problemOf<Params extends object>(
  definition: ProblemDefinition<Params>,
  params: Params,
  where: { file: string; pointer?: string; line?: number; column?: number },
): Problem {
  return {
    severity: definition.severity,
    file: where.file,
    line: where.line ?? 0,
    column: where.column ?? 0,
    pointer: where.pointer ?? '',
    message: definition.message(params),
    rule: definition.id,
    hint: hintOf(definition, params),
  };
}

/**
 * Reports problems in one file, located through that file's source map: `report(catalogue.x,
 * pointer, params)`. `part: 'key'` points at the property name rather than its value.
 */
export function problemsFor(file: string, locate: Locate) {
  return <Params extends object>(
    definition: ProblemDefinition<Params>,
    pointer: string,
    params: Params,
    part?: 'value' | 'key',
  ): Problem => problemOf(definition, params, { file, pointer, ...locate(pointer, part) });
}
