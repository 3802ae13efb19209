/** What to write instead of an HTML tag, by tag name: the subset has a form for most of what authors reach for. */
const insteadOf: Record<string, string> = {
  b: 'use **bold** instead of <b>',
  strong: 'use **bold** instead of <strong>',
  i: 'use *italic* instead of <i>',
  em: 'use *italic* instead of <em>',
  a: 'use [text](address) instead of <a href>',
  br: 'end the line with a backslash (\\) instead of <br>',
  p: 'leave a blank line between paragraphs instead of <p>',
  ul: "start each point on its own line with '- ' instead of <ul> and <li>",
  ol: "start each point on its own line with '1. ' instead of <ol> and <li>",
  li: "start each point on its own line with '- ' or '1. ' instead of <li>",
  img: 'pictures go in the Image field, not inside text',
};

const HEADING_TAG = /^h[1-6]$/;

/** The tag name an HTML snippet opens or closes with ('<b class="x">' → 'b', '</EM>' → 'em'), if any. */
export function htmlTagName(html: string): { name: string; closing: boolean } | undefined {
  const match = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/.exec(html);
  return match ? { name: match[2]!.toLowerCase(), closing: match[1] === '/' } : undefined;
}

/** A hint for raw HTML in a rich text, in author words. */
export function htmlHint(html: string, headings: boolean): string {
  if (html.startsWith('<!--')) return 'comments are not allowed in text: remove <!-- ... -->';
  const tag = htmlTagName(html);
  if (!tag) return "HTML is not allowed in text; to show a '<' as a character, write \\<";
  if (HEADING_TAG.test(tag.name)) {
    return headings
      ? `write a heading as a line starting with ## instead of <${tag.name}>`
      : `headings are not allowed in this field: remove <${tag.name}>`;
  }
  return (
    insteadOf[tag.name] ??
    `HTML such as <${tag.name}> is not allowed in text: remove it (to show a '<' as a character, write \\<)`
  );
}
