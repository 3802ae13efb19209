import { didYouMean } from './did-you-mean.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';
import type { PublicFiles } from './public-files.ts';
import { forEachObject } from './walk-json.ts';

/** Every image `src` on this site ('/images/...') must be a file in public/, or the page shows a broken image. */
export function checkAssets(document: JsonDocument, files: PublicFiles): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  forEachObject(document.data, (object, pointer) => {
    const src = object.src;
    if (typeof src !== 'string' || !src.startsWith('/') || src.startsWith('//')) return;
    const srcPointer = `${pointer}/src`;
    if (files.escapes(src)) {
      problems.push(report(catalogue.assetOutsidePublic, srcPointer, { src }));
    } else if (!files.has(src)) {
      const closest = didYouMean(src, files.siblings(src));
      const suggestion = closest ? ` (did you mean '${closest}'?)` : '';
      problems.push(report(catalogue.missingAsset, srcPointer, { src, suggestion }));
    }
  });
  return problems;
}
