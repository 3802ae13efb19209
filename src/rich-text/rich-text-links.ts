import type { Nodes, Root } from 'mdast';

/** One link of a rich text: its address as written (escapes decoded) and where the link starts in the string. */
export interface RichTextLink {
  href: string;
  /** 0-based offset into the string value of the link's `[`. */
  offset: number;
  /** How many characters the whole `[text](href)` covers. */
  length: number;
}

/** Every `[text](href)` link of a parsed rich text (parseRichText's tree), in reading order. */
export function richTextLinks(tree: Root): RichTextLink[] {
  const links: RichTextLink[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'link') {
      const offset = node.position?.start.offset ?? 0;
      links.push({ href: node.url, offset, length: (node.position?.end.offset ?? offset) - offset });
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return links;
}
