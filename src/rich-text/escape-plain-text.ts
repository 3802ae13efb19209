/** Characters that start or close inline Markdown anywhere in a line: escaped wherever they stand. */
const INLINE_MARKUP = /[\\*_[\]<`]/g;

/** `&` followed by what CommonMark reads as a character reference (`&amp;`, `&#38;`, `&#x26;`). */
const ENTITY_START = /&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{0,31};)/g;

/**
 * What a line may not start with unescaped: a heading (`#`), a quote (`>`), a list item (`-`, `+`),
 * a setext underline (`=`), a code fence (`~`), a numbered item (`1.`, `1)`). Escaping its first
 * character (the punctuation after the digits) turns each into text.
 */
const BLOCK_START = /^(?:[#>+=~-]|[0-9]{1,9}[.)])/;

/** A space or tab at the edge of a line, which Markdown would drop (or read as a hard break or code). */
const EDGE_WHITESPACE = /^[ \t]+|[ \t]+$/g;

const LINE_BREAK = /\r\n|\r|\n/g;

const characterReference = (character: string) => `&#${character.codePointAt(0)};`;

function escapeLine(line: string): string {
  let escaped = line.replace(INLINE_MARKUP, '\\$&').replace(ENTITY_START, '&amp;');
  const blockStart = BLOCK_START.exec(escaped);
  if (blockStart) {
    const at = blockStart[0].length - 1;
    escaped = `${escaped.slice(0, at)}\\${escaped.slice(at)}`;
  }
  // Written as references, edge whitespace survives as text; it is rare (a stray space typed by hand).
  return escaped.replace(EDGE_WHITESPACE, (run) => [...run].map(characterReference).join(''));
}

/**
 * The rich text (docs/rich-text.md) that reads exactly as `text` read as plain text: every character
 * that would otherwise start Markdown (`*`, `_`, `[`, `<`, a leading `1.` or `-`, ...) is escaped, so
 * the migration to rich fields (src/build/migrations/004-rich-text-fields.ts) changes no page.
 * Only what needs it is escaped, so the files stay readable ("Terms & Conditions" is kept as it is).
 * Line breaks stay line breaks inside one paragraph, as plain text showed them.
 */
export function escapePlainText(text: string): string {
  const lines = text.split(LINE_BREAK);
  const breaks = text.match(LINE_BREAK) ?? [];
  return lines
    .map((line, index) => {
      if (index === 0) return escapeLine(line);
      // A break next to an empty line would end the paragraph (or vanish at its edge): as a reference it stays text.
      const literal = lines[index - 1] !== '' && line !== '';
      const lineBreak = breaks[index - 1]!;
      return (literal ? lineBreak : [...lineBreak].map(characterReference).join('')) + escapeLine(line);
    })
    .join('');
}
