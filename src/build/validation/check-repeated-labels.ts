import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';
import { forEachObject } from './walk-json.ts';

/** The words of a text, lowercase, without punctuation: "Who we are!" -> ["who", "we", "are"]. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** True when `part` occurs in `whole` as a run of whole words. */
function containsPhrase(whole: string[], part: string[]): boolean {
  if (part.length === 0 || part.length > whole.length) return false;
  return whole.some((_, start) => part.every((word, offset) => whole[start + offset] === word));
}

/**
 * True when a label says what its heading says: ignoring case and punctuation, one contains the
 * other as a phrase of at least half its words. "Who we are" / "We Are" and "Products" / "Our
 * Products" repeat; a category such as "Robotics" over "Robotics in practice today" does not.
 */
export function labelRepeatsHeading(label: string, heading: string): boolean {
  const [shorter, longer] = [wordsOf(label), wordsOf(heading)].sort((a, b) => a.length - b.length) as [
    string[],
    string[],
  ];
  return shorter.length * 2 >= longer.length && containsPhrase(longer, shorter);
}

/**
 * Warns where the small label above a heading (a section's or a card's `eyebrow`) repeats the
 * heading or title under it. A warning: the page is valid, it only says the same thing twice.
 */
export function checkRepeatedLabels(document: JsonDocument): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  forEachObject(document.data, (object, pointer) => {
    const { eyebrow } = object;
    const heading = typeof object.heading === 'string' ? object.heading : object.title;
    if (typeof eyebrow !== 'string' || typeof heading !== 'string') return;
    if (labelRepeatsHeading(eyebrow, heading)) {
      problems.push(report(catalogue.labelRepeatsHeading, `${pointer}/eyebrow`, { label: eyebrow, heading }));
    }
  });
  return problems;
}
