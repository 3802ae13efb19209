import type { ReactNode } from 'react';
import type { Nodes } from 'mdast';
import { parseRichText } from '../../../rich-text/parse-rich-text';
import { SmartLink } from '../../links/SmartLink';
import { isInternalHref } from '../../links/link-kind';

/*
 * A stand-in until src/browser/components/RichText.tsx (issue 27, slice R2) is on main: the same idea
 * (mdast -> React elements, never raw HTML), for the subset the article body and whenEmpty use.
 * The integrator replaces its uses with <RichText> and deletes this file.
 */

function children(node: { children: Nodes[] }): ReactNode[] {
  return node.children.map((child, key) => renderNode(child, key));
}

function renderNode(node: Nodes, key: number): ReactNode {
  switch (node.type) {
    case 'root':
      return children(node);
    case 'paragraph':
      return <p key={key}>{children(node)}</p>;
    case 'heading': {
      // '##' is the article's h2: the page's h1 is its heading, and '#' is refused by validation.
      const Tag = `h${Math.min(Math.max(node.depth, 2), 4)}` as 'h2' | 'h3' | 'h4';
      return <Tag key={key}>{children(node)}</Tag>;
    }
    case 'strong':
      return <strong key={key}>{children(node)}</strong>;
    case 'emphasis':
      return <em key={key}>{children(node)}</em>;
    case 'link':
      return (
        <SmartLink key={key} href={node.url} newTab={!isInternalHref(node.url) && node.url.startsWith('https:')}>
          {children(node)}
        </SmartLink>
      );
    case 'list': {
      const items = children(node);
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'listItem':
      // A tight list item's paragraph is its text, not a <p> of its own.
      return <li key={key}>{node.spread ? children(node) : node.children.flatMap((child, i) => inline(child, i))}</li>;
    case 'break':
      return <br key={key} />;
    case 'text':
      return node.value;
    default:
      // Outside the subset (validation refuses it): shown as its text, never as markup.
      return 'value' in node ? node.value : 'children' in node ? children(node as { children: Nodes[] }) : null;
  }
}

function inline(node: Nodes, key: number): ReactNode {
  return node.type === 'paragraph' ? children(node) : renderNode(node, key);
}

/** A rich text value (docs/rich-text.md) as React elements. */
export function ArticleRichText({ source, headings = false }: { source: string; headings?: boolean }) {
  return <>{renderNode(parseRichText(source, { headings }).tree, 0)}</>;
}
