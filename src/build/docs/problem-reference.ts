/**
 * The Markdown of docs/content-lint.md: every problem `npm run validate` reports, from the problem
 * catalogue (src/build/validation/catalogue/), each under an anchor named by its rule id, so the id
 * printed beside a problem leads to its why and its fix.
 */
import path from 'node:path';
import prettier from 'prettier';
import { generalHintOf, problemGroups, type ProblemDefinition } from '../validation/catalogue/index.ts';
import { projectRoot } from '../project-root.ts';

export const problemDocsFile = path.join(projectRoot, 'docs/content-lint.md');

const HEADER = `<!-- Generated from src/build/validation/catalogue/ by src/build/docs/problem-reference.ts: run \`npm run docs\`, do not edit by hand. -->`;

const INTRO = `# Problems and content lint

\`npm run validate\` (and the dev server's overlay, and the build) checks every page and site.json: its JSON,
its schema, and what a schema cannot say (links that resolve, one \`<h1>\`, meaningful alt texts...). Each
problem is printed with how to fix it and its rule id in square brackets; the id is the anchor of the rule
below (\`docs/content-lint.md#vague-link-text\`) and the \`rule\` of \`--format json\`.

**A rule is an error when what it finds is certainly wrong and leaves the page broken for some visitors; it is
a warning when the page still works and the rule can only advise, because something it cannot see (the text
around a link, a deliberate choice) may make the content fine.** Errors fail the build; warnings are printed.`;

const OUTRO = `## Where the content rules look

The heading rules read the levels each block renders from \`src/build/validation/block-heading-levels.ts\`, and
the link-text rule reads which links a block names after their card from \`src/build/validation/link-context.ts\`,
not from rendered HTML. \`tests/blocks/heading-levels.test.tsx\` and \`tests/blocks/link-context.test.tsx\` render
every block and fail when a component and these lists disagree: change a component's headings or link names,
and update the list beside it. Each rule has a failing fixture in \`tests/fixtures/invalid/\` whose
\`expected.txt\` shows its report, and content-lint rules a passing counterpart in \`tests/fixtures/valid/\`.`;

function rule(definition: ProblemDefinition<never>): string {
  return [
    `<a id="${definition.id}"></a>`,
    '',
    `### ${definition.title} (\`${definition.id}\`)`,
    '',
    `**${definition.severity === 'error' ? 'Error' : 'Warning'}.** ${definition.why}`,
    '',
    `**Fix:** ${generalHintOf(definition)}`,
  ].join('\n');
}

/** The whole of docs/content-lint.md, formatted as prettier would. */
export async function generateProblemDocs(): Promise<string> {
  const index = problemGroups
    .map((group) => {
      const ids = Object.values(group.problems).map(
        (definition: ProblemDefinition<never>) => `[\`${definition.id}\`](#${definition.id})`,
      );
      return `- **${group.title}:** ${ids.join(', ')}`;
    })
    .join('\n');
  const sections = problemGroups.map((group) =>
    [`## ${group.title}`, ...Object.values(group.problems).map((definition) => rule(definition))].join('\n\n'),
  );
  const markdown = [HEADER, INTRO, index, ...sections, OUTRO].join('\n\n');
  return prettier.format(markdown, { ...(await prettier.resolveConfig(problemDocsFile)), filepath: problemDocsFile });
}
