import { bannerPlaceholder } from './placeholder-images.ts';
import type { PageTemplate } from './template.ts';

/** The smallest useful page: a banner with the page's heading and one text section. */
export const plainTemplate: PageTemplate = {
  summary: 'a plain page: banner and one text section',
  description: 'TODO: what visitors find on this page, in 50 to 160 characters, for search results.',
  blocks: (input) => [
    {
      type: 'banner',
      heading: input.title ?? 'TODO: the page heading',
      text: 'TODO: one short sentence under the heading',
      image: bannerPlaceholder('TODO: describe what the banner image shows'),
    },
    {
      type: 'section',
      heading: 'TODO: a heading for the first section',
      paragraphs: ['TODO: the text of the section, one string per paragraph.'],
    },
  ],
};
