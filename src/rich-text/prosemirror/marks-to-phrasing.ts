import type { Emphasis, Link, PhrasingContent, Strong } from 'mdast';
import type { DocMark, DocNode } from './doc-json.ts';

type MarkNode = Strong | Emphasis | Link;

/** Which mark opens first when several start together and end together: the link outside. */
const OPENING_ORDER: DocMark['type'][] = ['link', 'bold', 'italic'];

function sameMark(a: DocMark, b: DocMark): boolean {
  if (a.type !== b.type) return false;
  if (a.type !== 'link') return true;
  return a.attrs?.href === b.attrs?.href && (a.attrs?.title ?? null) === (b.attrs?.title ?? null);
}

function hasMark(node: DocNode | undefined, mark: DocMark): boolean {
  return node?.marks?.some((other) => sameMark(other, mark)) ?? false;
}

/** How many nodes from `index` on carry `mark`: the mark that runs longest must be the outer one. */
function runLength(nodes: DocNode[], index: number, mark: DocMark): number {
  let end = index;
  while (hasMark(nodes[end], mark)) end += 1;
  return end - index;
}

function markNode(mark: DocMark): MarkNode {
  if (mark.type === 'bold') return { type: 'strong', children: [] };
  if (mark.type === 'italic') return { type: 'emphasis', children: [] };
  const title = mark.attrs?.title;
  return {
    type: 'link',
    url: String(mark.attrs?.href ?? ''),
    title: typeof title === 'string' ? title : null,
    children: [],
  };
}

function leaf(node: DocNode): PhrasingContent | undefined {
  if (node.type === 'hardBreak') return { type: 'break' };
  if (typeof node.text === 'string' && node.text !== '') return { type: 'text', value: node.text };
  return undefined;
}

/**
 * ProseMirror's flat inline content (text nodes each with a set of marks) as nested mdast phrasing:
 * a mark stays open while the following nodes carry it, so `**[a](/x) b**` stays one strong node
 * around the link instead of two.
 */
export function marksToPhrasing(nodes: DocNode[]): PhrasingContent[] {
  const root: PhrasingContent[] = [];
  const open: { mark: DocMark; node: MarkNode }[] = [];
  const container = () => open.at(-1)?.node.children ?? root;
  nodes.forEach((node, index) => {
    const marks = node.marks ?? [];
    let keep = 0;
    while (keep < open.length && marks.some((mark) => sameMark(mark, open[keep]!.mark))) keep += 1;
    open.length = keep;
    const opening = marks
      .filter((mark) => !open.some((entry) => sameMark(entry.mark, mark)))
      .map((mark) => ({ mark, run: runLength(nodes, index, mark) }))
      .sort((a, b) => b.run - a.run || OPENING_ORDER.indexOf(a.mark.type) - OPENING_ORDER.indexOf(b.mark.type));
    for (const { mark } of opening) {
      const child = markNode(mark);
      (container() as PhrasingContent[]).push(child);
      open.push({ mark, node: child });
    }
    const content = leaf(node);
    if (content) (container() as PhrasingContent[]).push(content);
  });
  return root;
}
