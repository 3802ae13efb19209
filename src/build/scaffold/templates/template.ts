import type { Block, Link } from '../../../generated/schema-types.ts';

/** What a template is filled with; everything else it writes is a TODO placeholder. */
export interface TemplateInput {
  /** The new page's route, e.g. '/product/vacuum-grippers'. */
  route: string;
  /** The page's title from `--title`: used as the banner heading too. A placeholder without it. */
  title?: string;
  /** A short id made from the route's last part ('vacuum-grippers'), for list items. */
  slug: string;
  /** A brochure path no other product uses ('/brochures/vacuum-grippers.pdf'). */
  brochure: string;
  /** Links to pages that exist in this project (contact, the parent listing), for the closing call to action. */
  relatedLinks: Link[];
}

/** One kind of page `npm run new-page` can start from. */
export interface PageTemplate {
  /** One line for the usage text: which pages it mirrors. */
  summary: string;
  /** The meta description placeholder: what to write there for this kind of page. */
  description: string;
  blocks: (input: TemplateInput) => Block[];
}
