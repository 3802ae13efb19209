/** Where two versions of a page differ: the lines each has there, and the line number they start at. */
export interface DifferingLines {
  /** 1-based line number of the first line that differs. */
  firstLine: number;
  published: string[];
  draft: string[];
}

/**
 * The one stretch of lines between the first and the last that differ (the lines around them are the same in
 * both), enough for an author to see what each version says there: the pages in conflict differ in a few lines.
 */
export function differingLines(published: string | null, draft: string | null): DifferingLines {
  const before = lines(published);
  const after = lines(draft);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end += 1;
  return {
    firstLine: start + 1,
    published: before.slice(start, before.length - end),
    draft: after.slice(start, after.length - end),
  };
}

function lines(text: string | null): string[] {
  if (text === null) return [];
  return text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
}
