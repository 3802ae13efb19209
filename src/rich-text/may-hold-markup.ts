/**
 * Every construct the subset refuses, and every link, needs one of these: `<` for HTML and
 * <addresses>, `[` for links, references and images, a backtick or `~` for code, `>` for quotes, `#`
 * for headings, a line ending for underlined headings, lone lines and nested lists, a leading space
 * or tab for indented code, a leading `-`, `*` or `_` for a lone line.
 */
const MARKUP = /[<[`~>#\n\r\t]|^[ \-*_]/;

/** False when a rich text certainly has no problem and no link, so validation need not parse it. */
export function mayHoldMarkup(text: string): boolean {
  return MARKUP.test(text);
}
