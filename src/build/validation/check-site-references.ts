import { findSiteReferences, lookupSiteValue, siteReferencePaths } from '../pages/site-references.ts';
import { didYouMean } from './did-you-mean.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';

/** Every `{{path}}` in a page must name a text value of site.json, or visitors would read the braces. */
export function checkSiteReferences(document: JsonDocument, site: unknown): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const unknown = findSiteReferences(document.data).filter(({ path }) => lookupSiteValue(site, path) === undefined);
  if (unknown.length === 0) return [];
  const known = siteReferencePaths(site);
  return unknown.map(({ pointer, path }) => {
    const closest = didYouMean(path, known);
    const suggestion = closest
      ? `did you mean {{${closest}}}?`
      : `known: ${known
          .slice(0, 8)
          .map((k) => `{{${k}}}`)
          .join(', ')}, ...`;
    return report(catalogue.unknownSiteReference, pointer, { path, suggestion });
  });
}
