import { closingSection } from './closing-section.ts';
import { bannerPlaceholder, itemPlaceholder } from './placeholder-images.ts';
import type { PageTemplate } from './template.ts';

/** Mirrors pages/solutions/*.json: banner, introduction, types, benefits, trends, call to action. */
export const solutionTemplate: PageTemplate = {
  summary:
    'a solution page (like pages/solutions/*.json): banner, introduction, types, benefits, trends, call to action',
  description: 'TODO: which problem this solution solves and for whom, in 50 to 160 characters, for search results.',
  blocks: (input) => [
    {
      type: 'banner',
      heading: input.title ?? 'TODO: solution name',
      text: 'TODO: one sentence on the result the customer gets',
      image: bannerPlaceholder('TODO: describe what the banner image shows'),
    },
    {
      type: 'section',
      heading: "TODO: a heading for the problem, e.g. 'Palletizing, the Heaviest Job in Your Plant'",
      paragraphs: [
        'TODO: the task in the customer’s plant today and why it is hard, in two or three sentences.',
        'TODO: what this solution changes for them.',
      ],
    },
    {
      type: 'cardGrid',
      anchor: 'types',
      heading: "TODO: a heading for the variants, e.g. 'Types of Palletizers'",
      intro: ['TODO: one sentence on how a customer chooses between them.'],
      columns: 2,
      cards: [1, 2].map((id) => ({
        id,
        title: 'TODO: name of one variant',
        text: 'TODO: two or three sentences on what it is and when it is the right choice.',
        bullets: ['TODO: an advantage of this variant'],
        image: itemPlaceholder('TODO: describe what the image shows'),
      })),
    },
    {
      type: 'benefitList',
      anchor: 'benefits',
      heading: "TODO: a heading for the benefits, e.g. 'Why Automate Palletizing?'",
      columns: 2,
      items: [1, 2, 3].map((id) => ({
        id,
        heading: 'TODO: a benefit the customer measures',
        description: ['TODO: one or two sentences on how much, and why.'],
      })),
      background: 'muted',
    },
    {
      type: 'accordion',
      anchor: 'trends',
      heading: "TODO: a heading for the trends, e.g. 'Trends in Palletizing'",
      items: [1, 2].map((id) => ({
        id,
        heading: 'TODO: name of a trend',
        subheading: 'TODO: one line on what it is',
        description: 'TODO: two or three sentences on what it means for the customer.',
      })),
    },
    closingSection(input, 'Centralized or Decentralized?'),
  ],
};
