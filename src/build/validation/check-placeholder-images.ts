import { isPlaceholderImage } from '../../schema/placeholder-images.ts';
import { catalogue } from './catalogue/index.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { problemsFor, type Problem } from './problem.ts';
import { forEachObject } from './walk-json.ts';

/**
 * `npm run new-page` and the editor's new items give neutral pictures so it can be previewed before the real ones
 * exist; one still there when the page goes live shows visitors a grey box. A warning, like the
 * TODO markers written beside them: the page works.
 */
export function checkPlaceholderImages(document: JsonDocument): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  forEachObject(document.data, (object, pointer) => {
    const { src } = object;
    if (typeof src === 'string' && isPlaceholderImage(src)) {
      problems.push(report(catalogue.placeholderImage, `${pointer}/src`, { src }));
    }
  });
  return problems;
}
