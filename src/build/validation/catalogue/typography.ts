import type { ProblemDefinition } from './problem-definition.ts';

/** How texts are set on the page. */
export const typographyProblems = {
  breakableTerm: {
    id: 'breakable-term',
    title: 'Standards kept on one line',
    severity: 'warning',
    why: 'A standard or safety level split over two lines ("ISO" at the end of one, "13849" at the start of the next; "PL" and "d") reads wrongly, and engineers quote these exactly.',
    message: ({ terms }: { terms: string }) => `writes ${terms} with an ordinary space, so a line may break inside it`,
    hint: ({ fixed }: { fixed: string }) =>
      `Join the parts with a non-breaking space: write ${fixed} (in the JSON file "\\u00a0" is that space).`,
    generalHint:
      'Join the parts with a non-breaking space, e.g. "ISO\\u00a013849" and "PL\\u00a0d" (in the JSON file "\\u00a0" is that space).',
  } satisfies ProblemDefinition<{ terms: string; fixed: string }>,
  labelRepeatsHeading: {
    id: 'label-repeats-heading',
    title: 'A label above a heading adds something',
    severity: 'warning',
    why: 'The small label above a heading is read first; when it says what the heading says ("WHO WE ARE" over "We Are"), the visitor reads the same words twice and learns nothing from either. It is a repeat when, ignoring case and punctuation, one of the two contains the other as a phrase of at least half its words.',
    message: ({ label, heading }: { label: string; heading: string }) =>
      `"${label}" repeats the heading under it, "${heading}"`,
    hint: ({ label }: { label: string }) =>
      `Make the label say something the heading does not (a category, a place, a year), or leave it out: remove "${label}".`,
    generalHint: 'Make the label say something the heading does not (a category, a place, a year), or leave it out.',
  } satisfies ProblemDefinition<{ label: string; heading: string }>,
};
