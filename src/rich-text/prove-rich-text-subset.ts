import markdownItFor, { type Env, type Token } from 'markdown-it';
import type { RichTextOptions } from '../schema/annotations.ts';

/**
 * A second CommonMark parser, about ten times faster than micromark on a blog post, used only to
 * prove that a text is inside the subset. Set up once: the CommonMark preset (no tables, no
 * strikethrough, HTML recognised as HTML), every address kept as written (no percent-encoding, no
 * refusing `javascript:`: deciding what a link may point to is validation's business, on the address
 * the full parser reads).
 */
const markdownIt = markdownItFor('commonmark');
markdownIt.validateLink = () => true;
markdownIt.normalizeLink = (url) => url;
markdownIt.normalizeLinkText = (text) => text;

/**
 * Texts left to the full parser whatever the quick one says, where two CommonMark parsers are most
 * likely to part on an edge case: HTML and <addresses> (`<`), code spans (backticks), tabs,
 * character references (markdown-it keeps an invalid `&#0;` as written where micromark gives U+FFFD)
 * and NUL. Each is rare in prose.
 */
const LEFT_TO_THE_FULL_PARSER = /[<`\t\0]|&#?[A-Za-z0-9]+;/;

/** Deeper than this, markdown-it stops parsing (its maxNesting, 20) and shows the rest as text. */
const MAX_LEVEL = 15;

const ALLOWED_BLOCKS = new Set([
  'paragraph_open',
  'paragraph_close',
  'bullet_list_open',
  'bullet_list_close',
  'ordered_list_open',
  'ordered_list_close',
  'list_item_open',
  'list_item_close',
  'heading_close',
  'inline',
]);
const ALLOWED_INLINES = new Set([
  'text',
  'softbreak',
  'hardbreak',
  'em_open',
  'em_close',
  'strong_open',
  'strong_close',
  'link_close',
]);
const HEADINGS_ALLOWED = new Set(['##', '###', '####']);

/** The links of one inline token's children, or undefined when one of them is outside the subset. */
function inlineLinks(children: readonly Token[], links: string[]): boolean {
  for (const child of children) {
    if (child.level > MAX_LEVEL) return false;
    if (child.type === 'link_open') {
      // An <address> in angle brackets is a link to markdown-it, and a problem to the subset.
      if (child.markup === 'autolink' || child.markup === 'linkify') return false;
      links.push(String(child.attrGet('href') ?? ''));
    } else if (!ALLOWED_INLINES.has(child.type)) return false;
  }
  return true;
}

/**
 * The addresses of a rich text's links, in reading order, when a quick parse proves the text uses
 * only what the subset allows (paragraphs, bold, italic, `[text](address)` links, lists one level
 * deep, line breaks, and `##` to `####` headings where the field allows them); undefined when it
 * cannot, because the text holds something outside the subset or something it leaves to the full
 * parser (parseRichText), which then says exactly what and where. Never undefined for a problem
 * the full parser would not report, never a list of links other than the full parser's: tested
 * against it on every text of the fixtures and on generated ones (prove-rich-text-subset.test.ts).
 */
export function proveRichTextSubset(source: string, options: RichTextOptions): string[] | undefined {
  if (LEFT_TO_THE_FULL_PARSER.test(source)) return undefined;
  const env: Env = {};
  const tokens = markdownIt.parse(source, env);
  // A `[name]: address` line defines a reference: a problem itself, and it turns `[name]` into a link.
  if (env.references !== undefined) return undefined;
  const links: string[] = [];
  let lists = 0;
  for (const token of tokens) {
    if (token.level > MAX_LEVEL) return undefined;
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      // The subset allows a list inside a list, not a third level.
      lists += 1;
      if (lists > 2) return undefined;
    } else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      lists -= 1;
    } else if (token.type === 'heading_open') {
      // Only `##` to `####` where the field allows headings; an underlined (= or -) heading is a problem.
      if (!options.headings || !HEADINGS_ALLOWED.has(token.markup)) return undefined;
    } else if (!ALLOWED_BLOCKS.has(token.type)) return undefined;
    if (token.type === 'inline' && !inlineLinks(token.children ?? [], links)) return undefined;
  }
  return links;
}
