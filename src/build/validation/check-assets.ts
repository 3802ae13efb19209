import { didYouMean } from './did-you-mean.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { problemsFor, type Problem } from './problem.ts';
import type { PublicFiles } from './public-files.ts';
import { forEachObject } from './walk-json.ts';

/** Every image `src` on this site ('/images/...') must be a file in public/, or the page shows a broken image. */
export function checkAssets(document: JsonDocument, files: PublicFiles): Problem[] {
  const { error } = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  forEachObject(document.data, (object, pointer) => {
    const src = object.src;
    if (typeof src !== 'string' || !src.startsWith('/') || src.startsWith('//')) return;
    const srcPointer = `${pointer}/src`;
    if (files.escapes(src)) {
      problems.push(error(srcPointer, `points outside public/ (got '${src}'); use a path such as /images/name.svg`));
    } else if (!files.has(src)) {
      const closest = didYouMean(src, files.siblings(src));
      const hint = closest ? ` (did you mean '${closest}'?)` : '';
      problems.push(error(srcPointer, `refers to '${src}', but public${src} does not exist${hint}`));
    }
  });
  return problems;
}
