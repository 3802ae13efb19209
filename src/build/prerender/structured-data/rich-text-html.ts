import type { Nodes } from 'mdast';
import { parseRichText } from '../../../rich-text/parse-rich-text';
import { escapeHtml } from '../prerender-escape';

function childrenHtml(node: Nodes): string {
  return 'children' in node ? node.children.map((child) => nodeHtml(child)).join('') : '';
}

/** The tags Google's job postings format (p, br, ul, ol, li, strong, em, headings); a link keeps its text. */
function nodeHtml(node: Nodes): string {
  switch (node.type) {
    case 'root':
      return node.children.map((child) => nodeHtml(child)).join('\n');
    case 'paragraph':
      return `<p>${childrenHtml(node)}</p>`;
    case 'heading':
      return `<h${node.depth}>${childrenHtml(node)}</h${node.depth}>`;
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul';
      return `<${tag}>${node.children.map((item) => nodeHtml(item)).join('')}</${tag}>`;
    }
    case 'listItem':
      // A tight list item holds one paragraph: its text goes straight into the <li>.
      return `<li>${node.children.map((child) => (child.type === 'paragraph' ? childrenHtml(child) : nodeHtml(child))).join('')}</li>`;
    case 'strong':
      return `<strong>${childrenHtml(node)}</strong>`;
    case 'emphasis':
      return `<em>${childrenHtml(node)}</em>`;
    case 'break':
      return '<br>';
    case 'text':
      return escapeHtml(node.value);
    default:
      // A link keeps its words; anything outside the subset (validation refuses it) is text only.
      return 'value' in node ? escapeHtml(node.value) : childrenHtml(node);
  }
}

/**
 * A rich text value (docs/rich-text.md) as the simple HTML that job search reads in a JobPosting's
 * description. Built from the syntax tree and escaped, so nothing typed into the field becomes markup.
 */
export function richTextAsSimpleHtml(source: string): string {
  return nodeHtml(parseRichText(source, { headings: true }).tree);
}
