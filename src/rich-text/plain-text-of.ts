import type { Nodes } from 'mdast';

/**
 * The text a reader sees in a rich text tree, without its markup: text, code and HTML as written,
 * a hard line break as '\n', blocks separated by a blank line ('\n\n'). For checks that compare
 * what a field says (the migration changes no visible word) and for places that need plain text.
 */
export function plainTextOf(node: Nodes): string {
  if (node.type === 'break') return '\n';
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  const isBlockContainer =
    node.type === 'root' || node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote';
  return (node.children as Nodes[]).map(plainTextOf).join(isBlockContainer ? '\n\n' : '');
}
