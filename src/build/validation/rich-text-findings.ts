import { parseRichText, type RichTextProblem } from '../../rich-text/parse-rich-text.ts';
import { richTextLinks } from '../../rich-text/rich-text-links.ts';
import type { RichTextOptions } from '../../schema/annotations.ts';

/**
 * What validation needs from one rich text: its constructs outside the subset and its links as
 * written. A pure function of the text and its options, so it can be cached (rich-text-cache.ts);
 * whether a link reaches a page is decided afterwards, every run, against the project's routes.
 */
export interface RichTextFindings {
  problems: RichTextProblem[];
  links: { href: string; offset: number }[];
}

/** Reads the findings of one rich text: parsing it, or from a cache of earlier parses. */
export type ReadRichText = (text: string, options: RichTextOptions) => RichTextFindings;

export const parseRichTextFindings: ReadRichText = (text, options) => {
  const { tree, problems } = parseRichText(text, options);
  return { problems, links: richTextLinks(tree).map(({ href, offset }) => ({ href, offset })) };
};
