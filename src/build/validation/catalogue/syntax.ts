import type { ProblemDefinition } from './problem-definition.ts';

/** Files that cannot be read as JSON at all, or that JSON.parse would read differently than they look. */
export const syntaxProblems = {
  jsonSyntax: {
    id: 'json-syntax',
    title: 'JSON syntax',
    severity: 'error',
    why: 'A file that is not valid JSON cannot be read at all: none of its page is built.',
    message: ({ reason }: { reason: string; fix: string }) => `JSON syntax error: ${reason}`,
    generalHint: 'The message names the character to change; your editor marks the place too.',
    hint: ({ fix }) => fix,
  } satisfies ProblemDefinition<{ reason: string; fix: string }>,
  duplicateKey: {
    id: 'duplicate-key',
    title: 'A property written twice',
    severity: 'error',
    why: 'JSON.parse keeps the last of two equal keys and silently drops the first, so text an author wrote disappears.',
    message: () => 'appears twice in the same object; only the last one would be kept',
    hint: 'Remove one of the two, or rename it to the property you meant.',
  } satisfies ProblemDefinition,
  missingFile: {
    id: 'missing-file',
    title: 'Missing file',
    severity: 'error',
    why: 'The site cannot be built without its site.json.',
    message: () => 'is missing',
    hint: 'Restore the file (see README for what it holds).',
  } satisfies ProblemDefinition,
  noPages: {
    id: 'no-pages',
    title: 'No pages',
    severity: 'error',
    why: 'A site without page files has nothing to show.',
    message: () => 'has no page files',
    hint: 'Add a page with `npm run new-page -- /route`.',
  } satisfies ProblemDefinition,
};
