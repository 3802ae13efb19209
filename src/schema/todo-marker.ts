/**
 * The placeholder marker: the word TODO in capitals, anywhere in a text ("TODO: product name").
 * `npm run new-page` and the editor's new items write one into every text an author has to write,
 * and validation warns about each one left. Capitals only, so "todo list" is not taken for a marker.
 */
export const TODO_MARKER = /\bTODO\b/;

/** 'TODO: <what>' cut to fit `maxLength` (a bare 'TODO' when even the words do not fit). */
export function todoText(what: string, maxLength = Infinity): string {
  const text = `TODO: ${what}`;
  if (text.length <= maxLength) return text;
  return maxLength >= 'TODO'.length ? 'TODO' : text;
}
