import type { ProblemDefinition } from './problem-definition.ts';

/** Lists and markers that belong to one page or one list. */
export const authoringProblems = {
  todoMarker: {
    id: 'todo-marker',
    title: 'No placeholders left',
    severity: 'warning',
    why: '`npm run new-page` writes the marker TODO (capitals) into every text to write, so a new page is valid and can be previewed while it is written; the warnings list what is still to do.',
    message: ({ text }: { text: string }) => `still has the placeholder "${text}"`,
    hint: 'Replace it with the real text before publishing.',
  } satisfies ProblemDefinition<{ text: string }>,
  duplicateId: {
    id: 'duplicate-id',
    title: 'Ids unique within their list',
    severity: 'error',
    why: 'Ids tell items of a list apart (site references, React keys); two equal ids make one of them unreachable.',
    message: ({ id, first }: { id: string; first: string }) => `repeats the id ${id} of ${first}`,
    hint: 'Give each item of the list its own id.',
  } satisfies ProblemDefinition<{ id: string; first: string }>,
  duplicateAnchor: {
    id: 'duplicate-anchor',
    title: 'Anchors unique on a page',
    severity: 'error',
    why: "Two sections with the same anchor make '#anchor' links jump to the first one only.",
    message: ({ anchor, first }: { anchor: string; first: string }) => `repeats the anchor '${anchor}' of ${first}`,
    hint: 'Give each section on the page its own anchor.',
  } satisfies ProblemDefinition<{ anchor: string; first: string }>,
};
