import type { JsonDocument } from './load-json-with-positions.ts';
import { problemsFor, type Problem } from './problem.ts';

/** Search engines cut titles after about 60 characters and descriptions after about 160. */
export const SEO_LIMITS = { titleMax: 60, descriptionMin: 50, descriptionMax: 160 } as const;

/** Warnings only: a long title still works, it is just shown cut off in search results. */
export function checkSeo(document: JsonDocument): Problem[] {
  const { warning } = problemsFor(document.file, document.locate);
  const { title, description } = (document.data ?? {}) as { title?: unknown; description?: unknown };
  const problems: Problem[] = [];
  if (typeof title === 'string' && title.length > SEO_LIMITS.titleMax) {
    problems.push(
      warning('/title', `is ${title.length} characters long; search results cut titles after ${SEO_LIMITS.titleMax}`),
    );
  }
  if (typeof description === 'string') {
    const { length } = description;
    if (length < SEO_LIMITS.descriptionMin || length > SEO_LIMITS.descriptionMax) {
      problems.push(
        warning(
          '/description',
          `is ${length} characters long; search engines show ${SEO_LIMITS.descriptionMin} to ${SEO_LIMITS.descriptionMax} characters best`,
        ),
      );
    }
  }
  return problems;
}
