import type { Severity } from '../problem.ts';

/**
 * One kind of problem, as Astro's error data describes one error: a stable id that tools, docs
 * anchors and `--format json` use; a title for the docs; the sentence that completes the pointer
 * (`message`, from the details of one occurrence); how to fix it (`hint`); why the rule exists.
 * Change the words freely; never change an id, since editors and CI scripts may key on it.
 */
export interface ProblemDefinition<Params extends object = object> {
  /** kebab-case, stable: `vague-link-text`. Also the anchor in docs/content-lint.md. */
  id: string;
  /** A few words for the docs' heading: "Link text that says something". */
  title: string;
  severity: Severity;
  /** Why the rule exists, for the docs: who notices when it is broken. */
  why: string;
  /** The sentence after the pointer: "is 'Read more', which says nothing on its own". */
  message: (params: Params) => string;
  /** How to fix it, printed under the problem and in the docs. */
  hint: string | ((params: Params) => string);
  /** For the docs, when `hint` depends on the details of one occurrence: how to fix it in general. */
  generalHint?: string;
}

/** How to fix problems of this kind, in words that fit every occurrence (for the docs). */
export function generalHintOf(definition: ProblemDefinition<never>): string {
  if (typeof definition.hint === 'string') return definition.hint;
  if (definition.generalHint) return definition.generalHint;
  throw new Error(`Problem '${definition.id}' has a hint that depends on its details but no generalHint for the docs`);
}

/** The hint of one occurrence. */
export function hintOf<Params extends object>(definition: ProblemDefinition<Params>, params: Params): string {
  return typeof definition.hint === 'function' ? definition.hint(params) : definition.hint;
}
