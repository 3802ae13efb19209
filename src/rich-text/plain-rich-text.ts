import type { Root } from 'mdast';

/**
 * Characters and line starts that Markdown reads as something: a text with none of them parses to
 * one paragraph holding exactly the text (so it needs no parser to render).
 */
const MARKDOWN = /[\\`*_[\]<>#!~|\n\r\t]|&(?:#\d+|#[xX][\da-fA-F]+|[A-Za-z][A-Za-z\d]*);|^[\s\-+=]|^\d+[.)]|\s$/;

/** Whether `source` is a rich text that is plain: no markup at all, one paragraph of itself. */
export function isPlainRichText(source: string): boolean {
  return source.length > 0 && !MARKDOWN.test(source);
}

/** The tree Markdown gives a plain text (see isPlainRichText): a root with one paragraph of it. */
export function plainRichTextTree(source: string): Root {
  const end = { line: 1, column: source.length + 1, offset: source.length };
  const start = { line: 1, column: 1, offset: 0 };
  const position = { start, end };
  return {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', value: source, position }], position }],
    position,
  };
}
