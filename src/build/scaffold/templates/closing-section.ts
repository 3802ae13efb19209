import type { Block } from '../../../generated/schema-types.ts';
import type { TemplateInput } from './template.ts';

/** The muted call-to-action section that ends every product and solution page. */
export function closingSection({ relatedLinks }: TemplateInput, example: string): Block {
  return {
    type: 'section',
    heading: `TODO: a call to action as a heading, e.g. '${example}'`,
    paragraphs: ['TODO: one or two sentences on what visitors should send you and what you will do with it.'],
    ...(relatedLinks.length > 0 ? { links: relatedLinks } : {}),
    background: 'muted',
  };
}
