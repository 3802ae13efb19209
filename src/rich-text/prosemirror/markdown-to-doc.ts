import type { BlockContent, DefinitionContent, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { RichTextOptions } from '../../schema/annotations.ts';
import { parseRichText } from '../parse-rich-text.ts';
import type { DocMark, DocNode, RichTextDoc } from './doc-json.ts';
import { OutsideEditorSubset } from './outside-editor-subset.ts';

/** Heading levels an article body may use: never 1 (the page has its h1). */
export const EDITOR_HEADING_LEVELS = [2, 3, 4] as const;

/** Author words for what the control cannot show (the same words validation uses where it can). */
const CONSTRUCT_WORDS: Record<string, string> = {
  html: 'HTML',
  image: 'an image',
  imageReference: 'an image',
  inlineCode: 'code',
  code: 'code',
  blockquote: 'a quote',
  thematicBreak: 'a dividing line',
  definition: 'a link definition',
  linkReference: 'a reference link',
  heading: 'a heading',
};

function outside(type: string): never {
  throw new OutsideEditorSubset(CONSTRUCT_WORDS[type] ?? `"${type}"`);
}

function inline(nodes: PhrasingContent[], marks: DocMark[]): DocNode[] {
  return nodes.flatMap((node): DocNode[] => {
    const withMarks = marks.length > 0 ? { marks } : {};
    switch (node.type) {
      case 'text': {
        // A soft line break shows as a space on the site; the control shows it as one too.
        const text = node.value.replace(/[ \t]*\n[ \t]*/g, ' ');
        return text === '' ? [] : [{ type: 'text', text, ...withMarks }];
      }
      case 'break':
        return [{ type: 'hardBreak', ...withMarks }];
      case 'strong':
        return inline(node.children, [...marks, { type: 'bold' }]);
      case 'emphasis':
        return inline(node.children, [...marks, { type: 'italic' }]);
      case 'link':
        return inline(node.children, [
          ...marks,
          { type: 'link', attrs: { href: node.url, title: node.title ?? null } },
        ]);
      default:
        return outside(node.type);
    }
  });
}

function listItem(item: ListItem, options: RichTextOptions): DocNode {
  const content = blocks(item.children, options);
  // ProseMirror's list item starts with a paragraph (`- - x` has none).
  if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
  return { type: 'listItem', content };
}

function block(node: RootContent | BlockContent | DefinitionContent, options: RichTextOptions): DocNode {
  switch (node.type) {
    case 'paragraph': {
      const content = inline(node.children, []);
      return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
    }
    case 'heading': {
      const level = node.depth as number;
      if (!options.headings || !(EDITOR_HEADING_LEVELS as readonly number[]).includes(level)) return outside('heading');
      return { type: 'heading', attrs: { level }, content: inline(node.children, []) };
    }
    case 'list': {
      const content = node.children.map((item) => listItem(item, options));
      return node.ordered
        ? { type: 'orderedList', attrs: { start: node.start ?? 1 }, content }
        : { type: 'bulletList', content };
    }
    default:
      return outside(node.type);
  }
}

function blocks(nodes: (RootContent | BlockContent | DefinitionContent)[], options: RichTextOptions): DocNode[] {
  return nodes.map((node) => block(node, options));
}

/**
 * The ProseMirror document (Tiptap JSON) of a rich text value, read from the same mdast tree as
 * validation and the renderer (parseRichText). Throws OutsideEditorSubset for anything the control has
 * no node for, so the field can fall back to the plain text instead of dropping it.
 */
export function markdownToDoc(source: string, options: RichTextOptions = { headings: false }): RichTextDoc {
  const content = blocks(parseRichText(source, options).tree.children, options);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}
