import type { RichTextOptions } from '../schema/annotations.ts';
import type { ParsedRichText } from './parse-rich-text.ts';
import { plainRichTextTree } from './plain-rich-text.ts';
import { rememberedRichTextTree } from './rich-text-trees.ts';

export type { ParsedRichText, RichTextProblem } from './parse-rich-text.ts';

/**
 * parseRichText as the site's browser bundle has it (vite.config.ts puts this module in place of
 * parse-rich-text.ts there): an island's texts were parsed by the server and arrived with its data
 * (rich-text-trees.ts), and a plain text is its own tree, so the browser never loads the Markdown
 * parser. Problems are validation's business: none here.
 */
export function parseRichText(source: string, options: RichTextOptions = { headings: false }): ParsedRichText {
  const tree = rememberedRichTextTree(source, options);
  if (tree) return { tree, problems: [] };
  // A plain text; or one the server did not send, shown as it is, never as markup.
  return { tree: plainRichTextTree(source), problems: [] };
}
