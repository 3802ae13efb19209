import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, Root } from 'mdast';
import type { RichTextOptions } from '../schema/annotations.ts';
import { unsupportedConstruct } from './unsupported-construct.ts';

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
 * Every node outside the subset is a problem; the search does not descend into such a node, so
 * `<b>` inside a quote is reported once, as the quote.
 */
export function parseRichText(source: string, options: RichTextOptions = { headings: false }): ParsedRichText {
  const tree = fromMarkdown(source);
  const problems: RichTextProblem[] = [];
  // A closing tag repeats its opening tag's problem: `<b>x</b>` is one mistake.
  const reportedTags = new Set<string>();
  const visit = (node: Nodes, listDepth: number): void => {
    const found = unsupportedConstruct(node, { source, options, listDepth, reportedTags });
    if (found) {
      const start = node.position?.start.offset ?? 0;
      const end = node.position?.end.offset ?? start;
      if (found !== 'repeated') problems.push({ ...found, offset: start, length: end - start });
      return;
    }
    if (!('children' in node)) return;
    const depth = node.type === 'list' ? listDepth + 1 : listDepth;
    for (const child of node.children) visit(child, depth);
  };
  visit(tree, 0);
  return { tree, problems };
}
