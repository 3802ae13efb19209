/**
 * How a JSON type is named in messages, in an author's words ("should be text"): authors fill in fields,
 * they do not know JSON's "string" or "object". The form a file writes it in follows in brackets where it helps.
 */
const typeNames: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'yes or no (true or false)',
  object: 'a group of fields {...}',
  array: 'a list [...]',
  null: 'empty (null)',
};

/** Joins words as a reader would: "a, b or c". */
export function listWords(words: readonly string[], conjunction = 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** "a string or a whole number" from AJV's "string,integer". */
export function describeTypes(types: string | readonly string[]): string {
  const list = typeof types === 'string' ? types.split(',') : types;
  return listWords(list.map((type) => typeNames[type] ?? type));
}

/** What a field holds, named for a reader who sees the field, not its JSON: "the number 5", "the text 'x'". */
export function describeHeldValue(value: unknown): string {
  if (typeof value === 'string') return `the text ${describeValue(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value} (a yes or no)`;
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (typeof value === 'object') return 'a group of fields';
  return 'nothing';
}

/** A value as quoted in a message, shortened so one message stays one readable line. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const oneLine = value.replace(/\s+/g, ' ');
    return `'${oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine}'`;
  }
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (value === undefined) return 'nothing';
  if (value !== null && typeof value === 'object') return 'an object';
  return String(value);
}

/** A schema title as it reads mid-sentence: "Link target" -> "link target", but "PIN code" stays. */
export function titleInSentence(title: string): string {
  return /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}
