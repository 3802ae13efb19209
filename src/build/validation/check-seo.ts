import { pageTitle } from '../../browser/app/page-title.ts';
import type { Site } from '../../generated/schema-types.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';

/** Search engines cut titles after about 60 characters and descriptions after about 160. */
export const SEO_LIMITS = { titleMax: 60, descriptionMin: 50, descriptionMax: 160 } as const;

/**
 * Warnings only: a long title still works, it is just shown cut off in search results. The title
 * measured is the whole document title, with the site's name after it, when the site is known.
 */
export function checkSeo(document: JsonDocument, site?: Pick<Site, 'companyName' | 'shortName'>): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const { title, description } = (document.data ?? {}) as { title?: unknown; description?: unknown };
  const problems: Problem[] = [];
  const shownTitle = typeof title === 'string' && site?.companyName ? pageTitle({ title }, site) : title;
  if (typeof shownTitle === 'string' && shownTitle.length > SEO_LIMITS.titleMax) {
    const shown = shownTitle === title ? '' : ` as the browser shows it ("${shownTitle}")`;
    problems.push(
      report(catalogue.titleLength, '/title', { length: shownTitle.length, shown, limit: SEO_LIMITS.titleMax }),
    );
  }
  if (typeof description === 'string') {
    const { length } = description;
    if (length < SEO_LIMITS.descriptionMin || length > SEO_LIMITS.descriptionMax) {
      problems.push(
        report(catalogue.descriptionLength, '/description', {
          length,
          min: SEO_LIMITS.descriptionMin,
          max: SEO_LIMITS.descriptionMax,
        }),
      );
    }
  }
  return problems;
}
