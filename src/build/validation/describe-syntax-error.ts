/**
 * Plain-English reasons for jsonc-parser's error codes (by name, see printParseErrorCode). Authors edit JSON by hand, so each
 * reason says what to type, not what the tokenizer saw.
 */
const reasons: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number (no leading zeros, use a dot for decimals)',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value (a "string", number, true, false, null, {...} or [...])',
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' before this (a comma is missing between two entries)",
  CloseBraceExpected: "expected '}' to close the object",
  CloseBracketExpected: "expected ']' to close the list",
  EndOfFileExpected: 'unexpected text after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'the string is not closed (write a line break inside quotes as \\n)',
  UnexpectedEndOfNumber: 'the number is incomplete',
  InvalidUnicode: 'invalid \\u escape (it needs four hex digits)',
  InvalidEscapeCharacter: 'invalid escape after \\ (use \\", \\\\, \\n or \\uXXXX)',
  InvalidCharacter: 'invalid character inside a string (escape tabs and line breaks as \\t and \\n)',
};

/** Explains the first syntax error at `offset` of `text`, and where to point the author. */
export function describeSyntaxError(text: string, code: string, offset: number): { offset: number; reason: string } {
  if (text.trim() === '') return { offset: 0, reason: 'the file is empty; a page is a JSON object {...}' };
  const found = text[offset];
  // A trailing comma is the most common hand-editing slip; name it and point at the comma itself.
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && (found === '}' || found === ']')) {
    const before = text.slice(0, offset).trimEnd();
    if (before.endsWith(',')) {
      return { offset: before.length - 1, reason: `trailing comma before '${found}': remove this ','` };
    }
  }
  if (code === 'InvalidSymbol' && found === "'") {
    return { offset, reason: 'use double quotes (") around strings and property names, not single quotes' };
  }
  if (code === 'InvalidSymbol' && found !== undefined) {
    const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(offset))?.[0];
    return {
      offset,
      reason: word
        ? `unexpected word '${word}' (text must be in double quotes; true, false and null are lowercase)`
        : `unexpected character '${found}'`,
    };
  }
  return { offset, reason: reasons[code] ?? 'invalid JSON' };
}
