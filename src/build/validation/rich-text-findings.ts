import { parseRichText, type RichTextProblem } from '../../rich-text/parse-rich-text.ts';
import { proveRichTextSubset } from '../../rich-text/prove-rich-text-subset.ts';
import { richTextLinks } from '../../rich-text/rich-text-links.ts';
import type { RichTextOptions } from '../../schema/annotations.ts';

/**
 * What validation needs from one rich text: its constructs outside the subset and its links as
 * written. A pure function of the text and its options, so it can be cached (rich-text-cache.ts);
 * whether a link reaches a page is decided afterwards, every run, against the project's routes.
 */
export interface RichTextFindings {
  problems: RichTextProblem[];
  /**
   * Each link's address as written, and where its `[` is in the string when the text was parsed in
   * full; a text proved inside the subset by the quick parse has no offsets, found by
   * richTextLinkOffsets only for a link that needs reporting.
   */
  links: { href: string; offset?: number }[];
}

/** Reads the findings of one rich text: parsing it, or from a cache of earlier parses. */
export type ReadRichText = (text: string, options: RichTextOptions) => RichTextFindings;

/** The findings of the full parser (parseRichText), with every link's offset. */
export const parseRichTextFindings: ReadRichText = (text, options) => {
  const { tree, problems } = parseRichText(text, options);
  return { problems, links: richTextLinks(tree).map(({ href, offset }) => ({ href, offset })) };
};

/**
 * The findings of one rich text, the same as parseRichTextFindings's but for the links' offsets:
 * most texts are proved inside the subset by a parse about ten times quicker (proveRichTextSubset);
 * the others, with something to report, are parsed in full.
 */
export const readRichTextFindings: ReadRichText = (text, options) => {
  const links = proveRichTextSubset(text, options);
  return links ? { problems: [], links: links.map((href) => ({ href })) } : parseRichTextFindings(text, options);
};

/** Where each link of a text starts (findings' order), from the full parser: for a link to report. */
export function richTextLinkOffsets(text: string, options: RichTextOptions): number[] {
  return parseRichTextFindings(text, options).links.map(({ offset }) => offset ?? 0);
}
