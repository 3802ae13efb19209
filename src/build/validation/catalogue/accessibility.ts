import type { ProblemDefinition } from './problem-definition.ts';

/** A heading deeper than the one before it allows, each level named as the editor names it. */
interface SkippedLevel {
  level: string;
  previous: string;
  previousBlock: string;
  missing: string;
  hasLevelField: boolean;
}

/** Content lint for visitors who use a screen reader or navigate by keyboard. */
export const accessibilityProblems = {
  missingH1: {
    id: 'missing-h1',
    title: 'One main page heading',
    severity: 'error',
    why: "Screen-reader users jump to the main page heading to learn what the page is about; search engines read it as the page's topic.",
    message: ({ main }: { main: string }) => `has no ${main.toLowerCase()}`,
    generalHint:
      "Start the page with a Banner, Hero carousel or Not found block, or set one Section's Heading level to 'Main page heading'.",
    hint: ({ main }: { main: string }) =>
      `Start the page with a Banner, Hero carousel or Not found block, or set one Section's Heading level to '${main}'.`,
  } satisfies ProblemDefinition<{ main: string }>,
  secondH1: {
    id: 'second-h1',
    title: 'Only one main page heading',
    severity: 'error',
    why: 'Two main page headings leave screen-reader users and search engines guessing which one the page is about.',
    message: ({ main, first }: { main: string; first: string }) =>
      `shows a second ${main.toLowerCase()} (the first is ${first})`,
    generalHint: "A page has exactly one: set this Section's Heading level to 'Section heading', or remove the block.",
    hint: ({ section }: { section: string }) =>
      `A page has exactly one: set this Section's Heading level to '${section}', or remove the block.`,
  } satisfies ProblemDefinition<{ main: string; section: string; first: string }>,
  skippedHeadingLevel: {
    id: 'skipped-heading-level',
    title: 'Heading levels not skipped',
    severity: 'error',
    why: 'Screen-reader users move through a page by heading level and hear the levels as its outline: a sub-heading straight after the main page heading announces a sub-part of a part that is not there.',
    message: ({ level, previous, previousBlock, missing }: SkippedLevel) =>
      `is a ${level.toLowerCase()} right after the ${previous.toLowerCase()} of ${previousBlock}, with no ${missing.toLowerCase()} between them`,
    generalHint:
      "Set the Section's Heading level to the one the message names, or put a block with a heading of the missing level before it.",
    hint: ({ missing, hasLevelField }: SkippedLevel) =>
      hasLevelField
        ? `Set the Heading level to '${missing}'.`
        : `Put a block with a ${missing.toLowerCase()} before it.`,
  } satisfies ProblemDefinition<SkippedLevel>,
  meaninglessAltText: {
    id: 'meaningless-alt-text',
    title: 'Meaningful alt text',
    severity: 'error',
    why: 'Screen readers read the alt text in place of the image; a blank text, a word for any picture ("image", "logo 2") or a file name tells the visitor nothing.',
    message: ({ reason }: { reason: string }) => `${reason}: a screen-reader user learns nothing from it`,
    hint: "Describe what the image shows ('Robot arm stacking cartons on a pallet'; for a logo, the company's name), or leave the Alternative text empty and tick \"Decorative\" if it adds nothing.",
  } satisfies ProblemDefinition<{ reason: string }>,
  vagueLinkText: {
    id: 'vague-link-text',
    title: 'Link text that says something',
    severity: 'warning',
    why: 'Screen readers list a page\'s links without the text around them, and search engines read link text: ten "Read More" links are ten identical entries. The text around a link may still make it clear to a reader, so this is a warning. Links on cards (card grids, news cards, download-list demo buttons) add their card\'s title by themselves.',
    message: ({ label }: { label: string }) => `is '${label}', which says nothing on its own`,
    hint: "Write a label that says where it goes ('See our palletizing systems'), or fill in an \"Accessible label\" that does ('Read more about our palletizing systems').",
  } satisfies ProblemDefinition<{ label: string }>,
};
