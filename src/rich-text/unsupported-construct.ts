import type { Heading, Nodes } from 'mdast';
import type { RichTextOptions } from '../schema/annotations.ts';
import { htmlHint, htmlTagName } from './html-tag-hint.ts';

/** What the walk knows about where a node sits. */
export interface ConstructContext {
  /** The whole rich text: some constructs are told apart only by how they were written. */
  source: string;
  options: RichTextOptions;
  /** How many lists hold this node (a list inside a list item is at depth 1). */
  listDepth: number;
  /** Tag names already reported in this text, so a closing tag does not report its pair again. */
  reportedTags: Set<string>;
}

type Found = { construct: string; hint: string };

function sourceOf(node: Nodes, source: string): string {
  return source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
}

function headingProblem(node: Heading, context: ConstructContext): Found | undefined {
  const written = sourceOf(node, context.source);
  if (!context.options.headings) {
    return {
      construct: 'heading',
      hint: written.startsWith('#')
        ? 'headings are not allowed in this field: remove the # at the start of the line (use **bold** to stress words)'
        : 'headings are not allowed in this field: a line of = or - under a text makes one; remove that line',
    };
  }
  if (!written.startsWith('#')) {
    return {
      construct: 'underlined heading',
      hint: 'write a heading as one line starting with ## instead of underlining it with = or -',
    };
  }
  if (node.depth === 1) {
    return {
      construct: 'main heading (#)',
      hint: "the page's heading is the Heading field; use ## for a heading inside an article",
    };
  }
  if (node.depth > 4) {
    return { construct: `level ${node.depth} heading`, hint: 'use ##, ### or #### (levels 2 to 4) for headings' };
  }
  return undefined;
}

/**
 * The problem with one node of a rich text's tree, undefined when the subset allows it, or
 * 'repeated' for a closing HTML tag whose opening tag was already reported.
 */
export function unsupportedConstruct(node: Nodes, context: ConstructContext): Found | 'repeated' | undefined {
  switch (node.type) {
    case 'html': {
      const tag = htmlTagName(node.value);
      if (tag?.closing && context.reportedTags.has(tag.name)) return 'repeated';
      if (tag) context.reportedTags.add(tag.name);
      const construct = tag
        ? `HTML tag <${tag.closing ? '/' : ''}${tag.name}>`
        : node.value.startsWith('<!--')
          ? 'HTML comment'
          : 'HTML snippet';
      return { construct, hint: htmlHint(node.value, context.options.headings) };
    }
    case 'image':
    case 'imageReference':
      return { construct: 'image', hint: 'pictures go in the Image field, not inside text' };
    case 'inlineCode':
      return {
        construct: 'code mark (`...`)',
        hint: 'backticks mark code, which text does not show: remove them (write \\` for a backtick)',
      };
    case 'code':
      return sourceOf(node, context.source).startsWith(' ') || sourceOf(node, context.source).startsWith('\t')
        ? {
            construct: 'indented code block',
            hint: 'a line indented by 4 spaces or a tab is shown as code: remove the spaces at its start',
          }
        : { construct: 'code block', hint: 'code blocks (``` lines) are not allowed in text: remove the ``` lines' };
    case 'blockquote':
      return {
        construct: 'quote (>)',
        hint: "a '>' at the start of a line makes a quote, which text does not show: remove it (write \\> for the character)",
      };
    case 'thematicBreak':
      return {
        construct: 'horizontal line',
        hint: 'a line of ---, *** or ___ draws a line, which text does not show: remove it; a blank line separates paragraphs',
      };
    case 'heading':
      return headingProblem(node, context);
    case 'definition':
      return {
        construct: 'link definition',
        hint: 'a line [name]: address defines a link reference, which is not allowed: write each link as [text](address)',
      };
    case 'linkReference':
      return { construct: 'reference link', hint: 'write the link as [text](address), with its address in brackets' };
    case 'link':
      return sourceOf(node, context.source).startsWith('<')
        ? {
            construct: 'address in angle brackets',
            hint: `write the link as [text](${node.url}) instead of <${node.url.replace(/^mailto:/, '')}>`,
          }
        : undefined;
    case 'list':
      return context.listDepth >= 2
        ? {
            construct: 'list nested more than one level',
            hint: 'a list may hold one level of sub-points: indent these points less, or make them points of the list above',
          }
        : undefined;
    default:
      return undefined;
  }
}
