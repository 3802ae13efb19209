import type { Root } from 'mdast';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';

/**
 * The one way the editor writes rich text (docs/rich-text.md): `-` bullets, `*italic*`, `**bold**`,
 * inline links, hard breaks as a backslash before the newline (mdast-util-to-markdown's own form).
 */
export const CANONICAL_MARKDOWN_OPTIONS = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  rule: '-',
  listItemIndent: 'one',
  fences: true,
  resourceLink: true,
} as const satisfies Options;

/** A field's value has no trailing newline: toMarkdown ends every document with one. */
export function canonicalMarkdown(tree: Root): string {
  return toMarkdown(tree, CANONICAL_MARKDOWN_OPTIONS).replace(/\n+$/, '');
}
