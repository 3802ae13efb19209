import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Root } from 'mdast';
import type { RichTextOptions } from '../schema/annotations.ts';

/** Something in a rich text that is outside the subset (docs/rich-text.md), where it starts in the string. */
export interface RichTextProblem {
  /** What was found, in author words: 'HTML tag', 'image', 'heading', 'code', 'quote', ... */
  construct: string;
  /** 0-based offset into the string value (not into the file) where it starts. */
  offset: number;
  /** How many characters of the string it covers. */
  length: number;
  /** One sentence for the author, e.g. "use **bold** instead of <b>". */
  hint: string;
}

export interface ParsedRichText {
  /** The mdast syntax tree (CommonMark, positions relative to the string). */
  tree: Root;
  /** Empty when the text is inside the subset. */
  problems: RichTextProblem[];
}

/**
 * Parses one rich text value (a string in the Markdown subset of docs/rich-text.md) with
 * mdast-util-from-markdown. Validation, the renderer and the editor control all read this tree.
 */
export function parseRichText(source: string, options: RichTextOptions = { headings: false }): ParsedRichText {
  void options;
  return { tree: fromMarkdown(source), problems: [] };
}
