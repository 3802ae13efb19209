/** How many elements of a tag an HTML string contains ('<h1>' or '<h1 class=...>', not '<h10'). */
export function countTags(html: string, tag: string): number {
  return html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
}

/** Text as React/our head writer escapes it in HTML. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
