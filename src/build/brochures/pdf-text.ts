import type { PDFFont } from 'pdf-lib';

/**
 * Characters the standard PDF fonts (WinAnsi encoding) cannot show, with readable stand-ins.
 * Without this, one "≤" in an author's copy would make pdf-lib throw and break the build.
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2011': '-',
  '\u2212': '-',
  '\u202f': ' ',
  '\u2082': '2',
  '\u00b3': '3',
  '\u20b9': 'Rs. ',
  '\u2713': '-',
};

/** Returns `text` using only characters `font` can encode; anything else becomes a stand-in or '?'. */
export function toEncodable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'))
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? 0)) return char;
      return REPLACEMENTS[char] ?? '?';
    })
    .join('');
}

/** Splits a word wider than `maxWidth` into pieces that fit (long URLs, part numbers). */
function splitLongWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * Breaks `text` into lines no wider than `maxWidth` points at `size`, breaking between words
 * (and inside a word only when the word alone is too wide). Whitespace runs collapse to one space.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  // Only ordinary whitespace breaks lines: a no-break space keeps phone numbers and units together.
  const words = toEncodable(text, font)
    .split(/[ \t\r\n]+/)
    .filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = font.widthOfTextAtSize(word, size) > maxWidth ? splitLongWord(word, font, size, maxWidth) : [word];
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  return line ? [...lines, line] : lines;
}
