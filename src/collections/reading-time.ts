/** Words a visitor reads in a minute: the usual figure for screen reading of plain prose. */
const WORDS_PER_MINUTE = 200;

/** The words of a rich text as read: link targets and Markdown marks do not count. */
export function wordCount(richText: string): number {
  const prose = richText.replace(/\]\([^)]*\)/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** '3 min read' for a body, at least one minute. */
export function readingTime(richText: string): string {
  return `${Math.max(1, Math.round(wordCount(richText) / WORDS_PER_MINUTE))} min read`;
}
