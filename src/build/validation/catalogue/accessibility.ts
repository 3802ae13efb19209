import type { ProblemDefinition } from './problem-definition.ts';

/** Content lint for visitors who use a screen reader or navigate by keyboard. */
export const accessibilityProblems = {
  missingH1: {
    id: 'missing-h1',
    title: 'One top heading',
    severity: 'error',
    why: "Screen-reader users jump to the `<h1>` to learn what the page is about; search engines read it as the page's topic.",
    message: () => "has no block that renders the page's <h1>",
    hint: 'Start the page with a banner, heroCarousel or notFound block, or give one section "headingLevel": 1.',
  } satisfies ProblemDefinition,
  secondH1: {
    id: 'second-h1',
    title: 'Only one top heading',
    severity: 'error',
    why: 'Two `<h1>`s leave screen-reader users and search engines guessing which one the page is about.',
    message: ({ first }: { first: number }) => `renders a second <h1> (the first is /blocks/${first})`,
    hint: 'A page has exactly one: use a section with "headingLevel": 2 here.',
  } satisfies ProblemDefinition<{ first: number }>,
  skippedHeadingLevel: {
    id: 'skipped-heading-level',
    title: 'Heading levels not skipped',
    severity: 'error',
    why: 'Screen-reader users move through a page by heading level and hear the levels as its outline: an `<h3>` straight after the `<h1>` announces a sub-part of a part that is not there.',
    message: ({ level, previous, previousIndex }: { level: number; previous: number; previousIndex: number }) =>
      `renders an <h${level}> right after the <h${previous}> of /blocks/${previousIndex}, skipping <h${previous + 1}>`,
    generalHint:
      'Give the section the level the message names (`"headingLevel": 2`), or put a block with a heading of the missing level before it.',
    hint: ({ previous, hasLevelField }: { previous: number; hasLevelField: boolean }) =>
      hasLevelField ? `Use "headingLevel": ${previous + 1} here.` : `Put a block with an <h${previous + 1}> before it.`,
  } satisfies ProblemDefinition<{ level: number; previous: number; previousIndex: number; hasLevelField: boolean }>,
  meaninglessAltText: {
    id: 'meaningless-alt-text',
    title: 'Meaningful alt text',
    severity: 'error',
    why: 'Screen readers read the alt text in place of the image; a blank text, a word for any picture ("image", "logo 2") or a file name tells the visitor nothing.',
    message: ({ reason }: { reason: string }) => `${reason}: a screen-reader user learns nothing from it`,
    hint: 'Describe what the image shows (\'Robot arm stacking cartons on a pallet\'; for a logo, the company\'s name), or set "alt": "" and "decorative": true if it adds nothing.',
  } satisfies ProblemDefinition<{ reason: string }>,
  vagueLinkText: {
    id: 'vague-link-text',
    title: 'Link text that says something',
    severity: 'warning',
    why: 'Screen readers list a page\'s links without the text around them, and search engines read link text: ten "Read More" links are ten identical entries. The text around a link may still make it clear to a reader, so this is a warning. Links on cards (card grids, news cards, download-list demo buttons) add their card\'s title by themselves.',
    message: ({ label }: { label: string }) => `is '${label}', which says nothing on its own`,
    hint: "Write a label that says where it goes ('See our palletizing systems'), or add an \"ariaLabel\" that does ('Read more about our palletizing systems').",
  } satisfies ProblemDefinition<{ label: string }>,
};
