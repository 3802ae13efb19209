import { SITE_REFERENCE } from '../../browser/app/site-references.ts';
import { forEachString } from '../validation/walk-json.ts';

// One module resolves `{{site}}` references for the build and the editor's preview alike.
export {
  lookupSiteValue,
  resolveSiteReferences,
  SITE_REFERENCE,
  siteReferencePaths,
} from '../../browser/app/site-references.ts';

/** Every reference in `value` with the JSON pointer of the string that holds it. */
export function findSiteReferences(value: unknown): { pointer: string; path: string }[] {
  const references: { pointer: string; path: string }[] = [];
  forEachString(value, (text, pointer) => {
    for (const match of text.matchAll(SITE_REFERENCE)) references.push({ pointer, path: match[1] ?? '' });
  });
  return references;
}
