import type { ProblemDefinition } from './problem-definition.ts';

/** What ties an entry of a collection (content/<collection>/<slug>.json) to its collection and the site. */
export const collectionProblems = {
  entryFileName: {
    id: 'entry-file-name',
    title: 'An entry file name that cannot be an address',
    severity: 'error',
    why: "An entry's file name is the last part of its address (content/posts/robot-safety.json is /blogs/robot-safety): lower-case letters and digits in words joined by '-'.",
    message: ({ name }: { name: string; suggested: string }) =>
      `is named '${name}', which cannot be the last part of an address (lower-case words joined by '-')`,
    generalHint: "Rename the file to lower-case words joined by '-', such as content/posts/robot-safety.json.",
    hint: ({ suggested }) => `Rename the file to ${suggested}.`,
  } satisfies ProblemDefinition<{ name: string; suggested: string }>,
  duplicateEntryTitle: {
    id: 'duplicate-entry-title',
    title: 'Titles not repeated within a collection',
    severity: 'error',
    why: 'Lists, feeds and search results show an entry by its title (a news item by its headline): two posts or openings with one title cannot be told apart there. Compared ignoring case and spacing.',
    message: ({ entryTitle, others }: { entryTitle: string; others: string }) =>
      `is also the title of ${others}: two ${entryTitle.toLowerCase()}s with one title cannot be told apart`,
    hint: 'Give each entry a title of its own, or remove the copy.',
  } satisfies ProblemDefinition<{ entryTitle: string; others: string }>,
  entryRouteTaken: {
    id: 'entry-route-taken',
    title: 'An entry whose address is taken by a page',
    severity: 'error',
    why: "An entry's page and a page file with the same address cannot both be shown there.",
    message: ({ route, pageFile }: { route: string; pageFile: string }) =>
      `has the address ${route}, which ${pageFile} has already`,
    hint: 'Rename the entry file (its address changes with it), or move the page.',
  } satisfies ProblemDefinition<{ route: string; pageFile: string }>,
};
