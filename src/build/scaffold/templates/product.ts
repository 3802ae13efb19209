import { closingSection } from './closing-section.ts';
import { bannerPlaceholder, itemPlaceholder } from './placeholder-images.ts';
import type { PageTemplate } from './template.ts';

/**
 * Mirrors pages/product/*.json: banner, introduction, the products with their brochures, and a
 * call to action. The brochure PDF is generated from the download-list item at build time.
 */
export const productTemplate: PageTemplate = {
  summary: 'a product page (like pages/product/*.json): banner, introduction, products with brochure, call to action',
  description: 'TODO: what this product range does and for whom, in 50 to 160 characters, for search results.',
  blocks: (input) => [
    {
      type: 'banner',
      heading: input.title ?? 'TODO: product range name',
      text: 'TODO: one sentence on what the product does for the customer',
      image: bannerPlaceholder('TODO: describe what the banner image shows'),
    },
    {
      type: 'section',
      heading: "TODO: a heading for the introduction, e.g. 'Robotic Cells That Fit Your Line'",
      paragraphs: [
        'TODO: the problem this product solves in the customer’s plant, in two or three sentences.',
        'TODO: what the customer gets (machine, controls, service) and how it fits their line.',
      ],
    },
    {
      type: 'downloadList',
      heading: "TODO: a heading for the products, e.g. 'Our Robotic Cells'",
      intro: ['TODO: one sentence on what visitors find in the brochures.'],
      items: [
        {
          id: input.slug,
          title: 'TODO: product name, also printed on its brochure',
          description: [
            'TODO: what the product does and for which goods, in two or three sentences; also printed on the brochure.',
          ],
          figures: [
            { value: 'TODO: 100 kg', label: 'TODO: what the value measures' },
            { value: 'TODO: 20', label: 'TODO: e.g. picks per minute' },
          ],
          bullets: ['TODO: a feature the customer cares about', 'TODO: another feature'],
          image: itemPlaceholder('TODO: describe what the product image shows'),
          brochure: input.brochure,
        },
      ],
    },
    closingSection(input, 'Plan Your Robotic Cell'),
  ],
};
