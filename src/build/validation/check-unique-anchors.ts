import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import type { FieldNamer } from './field-title.ts';
import { problemsFor, type Problem } from './problem.ts';
import { forEachObject } from './walk-json.ts';

/** Every `anchor` on a page, in document order, with where it is written. */
export function collectAnchors(data: unknown): { anchor: string; pointer: string }[] {
  const anchors: { anchor: string; pointer: string }[] = [];
  forEachObject(data, (object, pointer) => {
    if (typeof object.anchor === 'string') anchors.push({ anchor: object.anchor, pointer: `${pointer}/anchor` });
  });
  return anchors;
}

/** Two sections with the same anchor make '#anchor' links jump to the first one only. */
export function checkUniqueAnchors(document: JsonDocument, nameOf: FieldNamer): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const firstPointer = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { anchor, pointer } of collectAnchors(document.data)) {
    const first = firstPointer.get(anchor);
    if (first === undefined) firstPointer.set(anchor, pointer);
    else
      problems.push(
        report(catalogue.duplicateAnchor, pointer, { anchor, first: nameOf(first.replace(/\/anchor$/, '')) }),
      );
  }
  return problems;
}
