import { accessibilityProblems } from './accessibility.ts';
import { authoringProblems } from './authoring.ts';
import { collectionProblems } from './collections.ts';
import { contractProblems } from './contract.ts';
import { fileProblems } from './files.ts';
import { linkProblems } from './links.ts';
import type { ProblemDefinition } from './problem-definition.ts';
import { projectProblems } from './project.ts';
import { redirectProblems } from './redirects.ts';
import { richTextProblems } from './rich-text.ts';
import { schemaProblems } from './schema.ts';
import { seoProblems } from './seo.ts';
import { syntaxProblems } from './syntax.ts';
import { typographyProblems } from './typography.ts';

export { generalHintOf, hintOf, type ProblemDefinition } from './problem-definition.ts';

/**
 * Every problem `npm run validate` can report, in the order docs/content-lint.md lists them. Checks
 * create problems only from these (problem.ts), so each problem carries its definition's `id`.
 */
export const problemGroups = [
  { title: 'JSON syntax', problems: syntaxProblems },
  { title: 'Schema', problems: schemaProblems },
  { title: 'Project', problems: projectProblems },
  { title: 'Collections', problems: collectionProblems },
  { title: 'Links and references', problems: linkProblems },
  { title: 'Rich text', problems: richTextProblems },
  { title: 'Redirects', problems: redirectProblems },
  { title: 'Images and brochures', problems: fileProblems },
  { title: 'Accessibility', problems: accessibilityProblems },
  { title: 'Search and sharing', problems: seoProblems },
  { title: 'Lists and placeholders', problems: authoringProblems },
  { title: 'Typography', problems: typographyProblems },
  { title: 'Site contract', problems: contractProblems },
] as const;

export const catalogue = {
  ...syntaxProblems,
  ...schemaProblems,
  ...projectProblems,
  ...collectionProblems,
  ...linkProblems,
  ...richTextProblems,
  ...redirectProblems,
  ...fileProblems,
  ...accessibilityProblems,
  ...seoProblems,
  ...authoringProblems,
  ...typographyProblems,
  ...contractProblems,
};

/** Every definition, flat: for the docs and the uniqueness test. */
export function allProblemDefinitions(): ProblemDefinition<never>[] {
  return problemGroups.flatMap((group) => Object.values(group.problems) as ProblemDefinition<never>[]);
}
