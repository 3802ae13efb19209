import { parseRichText } from './parse-rich-text.ts';
import { isPlainRichText } from './plain-rich-text.ts';
import { richTextKey, type RichTextTrees } from './rich-text-trees.ts';

/**
 * The trees of every text in an island's data that is not plain, parsed as the server rendered them
 * (both with and without headings where a `#` could make the difference): sent beside the data, so
 * the browser needs no parser. Any string counts, rich or not: a plain field's tree is simply unused.
 */
export function richTextTreesOf(data: unknown): RichTextTrees {
  const trees: RichTextTrees = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (isPlainRichText(value)) return;
      trees[richTextKey(value)] = parseRichText(value).tree;
      if (value.includes('#')) {
        trees[richTextKey(value, { headings: true })] = parseRichText(value, { headings: true }).tree;
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(data);
  return trees;
}
