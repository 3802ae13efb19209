import { Fragment, type ReactNode } from 'react';
import type { Heading, List, Nodes, Parent, RootContent } from 'mdast';
import { parseRichText } from '../../../rich-text/parse-rich-text';
import { SmartLink } from '../../links/SmartLink';
import bulletClasses from '../BulletList.module.css';
import classes from './RichText.module.css';
import { richTextHrefKind } from './rich-text-href';

export interface RichTextProps {
  /** The field's value: a string in the Markdown subset of docs/rich-text.md. */
  source: string;
  /** The field allows `##` headings (`x-rich: { "headings": true }`); otherwise a heading line shows as its text. @default false */
  headings?: boolean;
  /** The level `##` renders at: one below the block's own heading (`###` and `####` follow it, at most h6). @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Renders each top-level paragraph, so a block keeps its own element and classes for its text (a
   * single paragraph then renders exactly as the plain string did). `count` is how many blocks the
   * text has (paragraphs, lists, headings): a block that showed its text bare can keep doing so for
   * one paragraph. Paragraphs inside list items are always plain <p>. @default a <p> with the site's paragraph spacing
   */
  paragraph?: (children: ReactNode, position: ParagraphPosition) => ReactNode;
}

/** Where a top-level paragraph stands in its text. */
export interface ParagraphPosition {
  /** 0 for the first block of the text. */
  index: number;
  /** How many blocks the text has. */
  count: number;
}

interface Context extends Required<Pick<RichTextProps, 'headingLevel'>> {
  source: string;
  headings: boolean;
  /** The caller's paragraph at the top level, the default one inside lists. */
  paragraph: (children: ReactNode) => ReactNode;
}

const defaultParagraph = (children: ReactNode) => <p className={classes.paragraph}>{children}</p>;

/** What the author typed for `node`: shown as text for anything outside the subset (HTML, images, code). */
function sourceOf(node: Nodes, context: Context): string {
  const { start, end } = node.position ?? {};
  return start?.offset === undefined || end?.offset === undefined ? '' : context.source.slice(start.offset, end.offset);
}

/** Where block content goes (the root, a list item): raw HTML there is a block of its own. */
const BLOCK_CONTAINERS = new Set(['root', 'listItem', 'blockquote']);

function renderBlock(node: RootContent, context: Context): ReactNode {
  // Raw HTML is never markup: as a block of its own it becomes a paragraph of its text.
  return node.type === 'html' ? context.paragraph(node.value) : renderNode(node, context);
}

function renderChildren(parent: Parent, context: Context): ReactNode {
  const blocks = BLOCK_CONTAINERS.has(parent.type);
  // Inside a list item a paragraph is a plain one: the caller's element is for the text's own paragraphs.
  const inner = blocks ? { ...context, paragraph: defaultParagraph } : context;
  return parent.children.map((child, index) => (
    <Fragment key={index}>{blocks ? renderBlock(child, inner) : renderNode(child, inner)}</Fragment>
  ));
}

function renderList(list: List, context: Context): ReactNode {
  // A tight list (no blank line between items) shows its items' text without paragraph spacing.
  const item = (child: RootContent, index: number) => (
    <li key={index} className={list.ordered ? undefined : bulletClasses.item}>
      {child.type === 'listItem' && !list.spread && !child.spread
        ? child.children.map((grandchild, at) => (
            <Fragment key={at}>
              {grandchild.type === 'paragraph' ? renderChildren(grandchild, context) : renderNode(grandchild, context)}
            </Fragment>
          ))
        : renderNode(child, context)}
    </li>
  );
  if (!list.ordered) return <ul className={bulletClasses.list}>{list.children.map(item)}</ul>;
  const start = list.start ?? 1;
  return (
    <ol className={classes.numbers} start={start === 1 ? undefined : start}>
      {list.children.map(item)}
    </ol>
  );
}

function renderHeading(heading: Heading, context: Context): ReactNode {
  // `#` is the page's own h1 and never a field's; deeper than `####` is outside the subset too.
  if (!context.headings || heading.depth < 2 || heading.depth > 4) return context.paragraph(sourceOf(heading, context));
  const Tag = `h${Math.min(context.headingLevel + heading.depth - 2, 6)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag className={classes.heading}>{renderChildren(heading, context)}</Tag>;
}

function renderNode(node: Nodes, context: Context): ReactNode {
  switch (node.type) {
    case 'root':
      return renderChildren(node, context);
    case 'paragraph':
      return context.paragraph(renderChildren(node, context));
    case 'text':
      return node.value;
    case 'strong':
      return <strong>{renderChildren(node, context)}</strong>;
    case 'emphasis':
      return <em>{renderChildren(node, context)}</em>;
    case 'break':
      return <br />;
    case 'link': {
      const kind = richTextHrefKind(node.url);
      if (kind === 'refused') return renderChildren(node, context);
      return (
        <SmartLink
          href={node.url}
          newTab={kind === 'external' && /^https:/i.test(node.url)}
          title={node.title ?? undefined}
        >
          {renderChildren(node, context)}
        </SmartLink>
      );
    }
    case 'list':
      return renderList(node, context);
    case 'listItem':
      return renderChildren(node, context);
    case 'heading':
      return renderHeading(node, context);
    // Outside the subset (validation reports it): block constructs as a paragraph of their text, inline ones as text.
    case 'code':
    case 'blockquote':
    case 'thematicBreak':
    case 'definition':
      return context.paragraph(sourceOf(node, context));
    case 'html':
      return node.value;
    default:
      return sourceOf(node, context);
  }
}

/**
 * A rich text field as React elements, from the syntax tree of parseRichText (never as HTML
 * markup: a `<script>` typed in a field is text). Internal links are the site's links, external
 * ones get `rel="noopener noreferrer"`, and a link validation would refuse (`javascript:`) is
 * shown as its text only.
 */
export function RichText({ source, headings = false, headingLevel = 2, paragraph = defaultParagraph }: RichTextProps) {
  const { children } = parseRichText(source, { headings }).tree;
  const count = children.length;
  return children.map((child, index) => {
    const top = (content: ReactNode) => paragraph(content, { index, count });
    return <Fragment key={index}>{renderBlock(child, { source, headings, headingLevel, paragraph: top })}</Fragment>;
  });
}
