import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import type { FieldNamer } from './field-title.ts';
import { problemsFor, type Problem } from './problem.ts';
import { forEachArray } from './walk-json.ts';

/**
 * Ids must be unique within their list: components use them as React keys and anchors, and a
 * duplicate silently shows one item twice or drops one.
 */
export function checkUniqueIds(document: JsonDocument, nameOf: FieldNamer): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  forEachArray(document.data, (array, pointer) => {
    const firstIndexById = new Map<string, number>();
    array.forEach((item, index) => {
      const id = (item as Record<string, unknown> | null)?.id;
      if (typeof id !== 'string' && typeof id !== 'number') return;
      // Coerce to string: the id 3 and the id "3" end up as the same key and the same anchor.
      const key = String(id);
      const first = firstIndexById.get(key);
      if (first === undefined) {
        firstIndexById.set(key, index);
      } else {
        problems.push(
          report(catalogue.duplicateId, `${pointer}/${index}/id`, {
            id: JSON.stringify(id),
            first: nameOf(`${pointer}/${first}`),
          }),
        );
      }
    });
  });
  return problems;
}
