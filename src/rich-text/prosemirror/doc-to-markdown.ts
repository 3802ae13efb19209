import type { BlockContent, List, ListItem, Root, RootContent } from 'mdast';
import { canonicalMarkdown } from './canonical-markdown.ts';
import type { DocNode } from './doc-json.ts';
import { marksToPhrasing } from './marks-to-phrasing.ts';
import { trimBlockEdges } from './tidy-phrasing.ts';

function list(node: DocNode): List | undefined {
  const children = (node.content ?? []).flatMap((item): ListItem[] => {
    const content = blocks(item.content ?? []);
    // Two paragraphs of a point need a blank line between them, which makes the point loose: every
    // part of it is then written a blank line apart, as the parser reads it back (mdast's `spread`),
    // so `- a\n\n  more\n\n  - sub` comes back as it was written.
    const spread = content.filter((child) => child.type !== 'list').length > 1;
    // A bullet left empty (Enter pressed once too often) shows nothing on the page: it is not written.
    return content.length > 0 ? [{ type: 'listItem', spread, children: content }] : [];
  });
  if (children.length === 0) return undefined;
  if (node.type === 'bulletList') return { type: 'list', ordered: false, spread: false, children };
  const start = Number(node.attrs?.start ?? 1);
  return { type: 'list', ordered: true, start: Number.isInteger(start) ? start : 1, spread: false, children };
}

function block(node: DocNode): BlockContent | undefined {
  switch (node.type) {
    case 'paragraph': {
      const children = trimBlockEdges(marksToPhrasing(node.content ?? []));
      return children.length > 0 ? { type: 'paragraph', children } : undefined;
    }
    case 'heading': {
      const children = trimBlockEdges(marksToPhrasing(node.content ?? []));
      const depth = Number(node.attrs?.level ?? 2) as 2 | 3 | 4;
      return children.length > 0 ? { type: 'heading', depth, children } : undefined;
    }
    case 'bulletList':
    case 'orderedList':
      return list(node);
    default:
      // The control's schema has no other node; a future one must not vanish silently.
      throw new Error(`docToMarkdown: no Markdown for the node "${node.type}"`);
  }
}

function blocks(nodes: DocNode[]): BlockContent[] {
  return nodes.flatMap((node) => block(node) ?? []);
}

/**
 * The canonical Markdown of a ProseMirror document (Tiptap JSON) of the rich text control: empty
 * paragraphs and bullets dropped, marks nested as Markdown needs them, serialised by
 * mdast-util-to-markdown with the canonical options.
 */
export function docToMarkdown(doc: DocNode): string {
  const tree: Root = { type: 'root', children: blocks(doc.content ?? []) as RootContent[] };
  return canonicalMarkdown(tree);
}
