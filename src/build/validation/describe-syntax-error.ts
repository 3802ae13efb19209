/**
 * Plain-English reasons for jsonc-parser's error codes (by name, see printParseErrorCode), each
 * with the fix. Authors edit JSON by hand, so each says what to type, not what the tokenizer saw.
 */
const reasons: Record<string, { reason: string; fix: string }> = {
  InvalidSymbol: { reason: 'unexpected character', fix: 'Remove it, or put text in double quotes.' },
  InvalidNumberFormat: {
    reason: 'invalid number',
    fix: 'Write numbers without leading zeros and with a dot for decimals: 0.5, 12.',
  },
  PropertyNameExpected: {
    reason: 'expected a property name in double quotes',
    fix: 'Write the name in double quotes: "title".',
  },
  ValueExpected: {
    reason: 'expected a value',
    fix: 'Write a "string", a number, true, false, null, {...} or [...].',
  },
  ColonExpected: { reason: "expected ':' after the property name", fix: "Add ':' between the name and its value." },
  CommaExpected: {
    reason: "expected ',' before this (a comma is missing between two entries)",
    fix: "Add ',' at the end of the entry before.",
  },
  CloseBraceExpected: { reason: "expected '}' to close the object", fix: "Add the missing '}'." },
  CloseBracketExpected: { reason: "expected ']' to close the list", fix: "Add the missing ']'." },
  EndOfFileExpected: {
    reason: 'unexpected text after the end of the document',
    fix: "Remove what follows the last '}', or move it inside.",
  },
  InvalidCommentToken: { reason: 'comments are not allowed in JSON', fix: 'Remove the comment.' },
  UnexpectedEndOfComment: { reason: 'comments are not allowed in JSON', fix: 'Remove the comment.' },
  UnexpectedEndOfString: {
    reason: 'the string is not closed',
    fix: 'Close it with a double quote; write a line break inside quotes as \\n.',
  },
  UnexpectedEndOfNumber: { reason: 'the number is incomplete', fix: 'Complete the number.' },
  InvalidUnicode: { reason: 'invalid \\u escape', fix: 'A \\u escape needs four hex digits: \\u00e9.' },
  InvalidEscapeCharacter: { reason: 'invalid escape after \\', fix: 'Use \\", \\\\, \\n or \\uXXXX.' },
  InvalidCharacter: {
    reason: 'invalid character inside a string',
    fix: 'Escape tabs and line breaks as \\t and \\n.',
  },
};

/**
 * What the parser wanted next when it met the end of the file instead: more of a page that was cut short. (A
 * missing last '}' or ']' keeps its own, exact words.)
 */
const CUT_SHORT_CODES = new Set(['PropertyNameExpected', 'ValueExpected', 'ColonExpected', 'CommaExpected']);

/** What a word processor puts in place of straight quotes ("smart quotes"). */
const CURLY_QUOTES = new Set(['\u201C', '\u201D', '\u201E', '\u2018', '\u2019']);

export interface SyntaxErrorDescription {
  /** Where to point the author: the character to change. */
  offset: number;
  reason: string;
  fix: string;
}

/**
 * A `"` inside a text ends the text early: `"He said "hello" to me"` reads as the text "He said "
 * followed by a stray word. The parser stops just after that quote; point at the quote itself.
 */
function unescapedQuote(text: string, offset: number): SyntaxErrorDescription | undefined {
  const before = text.slice(0, offset);
  const quoteAt = before.trimEnd().length - 1;
  if (text[quoteAt] !== '"') return undefined;
  const lineStart = before.lastIndexOf('\n') + 1;
  const lineEnd = text.indexOf('\n', offset);
  const restOfLine = text.slice(offset, lineEnd === -1 ? undefined : lineEnd);
  // The text goes on after the stray word and is closed by another quote later on the line.
  const opened = (text.slice(lineStart, quoteAt).match(/"/g) ?? []).length % 2 === 1;
  if (!opened || !restOfLine.includes('"')) return undefined;
  return {
    offset: quoteAt,
    reason: 'a double quote (") inside a text ends the text early',
    fix: 'Write a quote inside a text as \\" (or use typographic quotes \u201C \u201D inside the text).',
  };
}

/** Explains the first syntax error at `offset` of `text`, and where to point the author. */
export function describeSyntaxError(text: string, code: string, offset: number): SyntaxErrorDescription {
  if (text.trim() === '') {
    return {
      offset: 0,
      reason: 'the file is empty',
      fix: 'A page is a JSON object {...}; start from `npm run new-page`.',
    };
  }
  // Nothing but the end of the file where the parser wanted more: the file is cut short (a paste or a save
  // that stopped early), not a name or value to write differently. Point at its last character.
  const end = text.trimEnd().length;
  if (offset >= end && CUT_SHORT_CODES.has(code)) {
    return {
      offset: Math.max(0, end - 1),
      reason: 'the file ends here, before what it opened is closed (it is cut short)',
      fix: "Bring back the rest of the file (your editor's undo, or the last saved version), or finish it so each '{' and '[' has its '}' or ']'.",
    };
  }
  const found = text[offset];
  // A trailing comma is the most common hand-editing slip; name it and point at the comma itself.
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && (found === '}' || found === ']')) {
    const before = text.slice(0, offset).trimEnd();
    if (before.endsWith(',')) {
      return { offset: before.length - 1, reason: `trailing comma before '${found}'`, fix: "Remove this ','." };
    }
  }
  if (code === 'InvalidSymbol' && found !== undefined && CURLY_QUOTES.has(found)) {
    return {
      offset,
      reason: `curly quote ${found} (as a word processor writes it) around a property name or text`,
      fix: 'Replace the curly quotes around names and texts with straight double quotes ("); turn off smart quotes, or paste as plain text.',
    };
  }
  if (code === 'InvalidSymbol' && found === "'") {
    return {
      offset,
      reason: 'single quotes around a string or property name',
      fix: 'Use double quotes (") around strings and property names.',
    };
  }
  // A quote where a comma belongs is a missing comma between two entries, not a quote in a text.
  if (code === 'InvalidSymbol' || (code === 'CommaExpected' && found !== '"')) {
    const quote = unescapedQuote(text, offset);
    if (quote) return quote;
  }
  if (code === 'InvalidSymbol' && found !== undefined) {
    const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(offset))?.[0];
    return word
      ? {
          offset,
          reason: `unexpected word '${word}'`,
          fix: 'Put text in double quotes; true, false and null are lowercase.',
        }
      : { offset, reason: `unexpected character '${found}'`, fix: 'Remove it, or put text in double quotes.' };
  }
  return { offset, ...(reasons[code] ?? { reason: 'invalid JSON', fix: 'Your editor marks the place.' }) };
}
