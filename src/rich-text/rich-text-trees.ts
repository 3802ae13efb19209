import type { Root } from 'mdast';
import type { RichTextOptions } from '../schema/annotations.ts';

/**
 * The syntax trees of an island's rich texts, parsed by the server and sent with the island's data
 * (IslandSlot's data-rich), so the browser renders them without the Markdown parser (about 16 KB
 * gzip of JavaScript for the contact form and the brochure list).
 */
export type RichTextTrees = Record<string, Root>;

/**
 * The key of a text's tree: its source, and whether headings were allowed when it was parsed (which
 * can only change the tree of a text with a `#` in it).
 */
export function richTextKey(source: string, options: RichTextOptions = { headings: false }): string {
  return `${options.headings && source.includes('#') ? 'h' : 'p'}:${source}`;
}

const known = new Map<string, Root>();

/** Keeps the trees an island arrived with, for parseRichText in the browser. */
export function rememberRichTextTrees(trees: RichTextTrees): void {
  for (const [key, tree] of Object.entries(trees)) known.set(key, tree);
}

export function rememberedRichTextTree(source: string, options?: RichTextOptions): Root | undefined {
  return known.get(richTextKey(source, options));
}
