import { headingLevelsOf, type HeadingLevel } from './block-heading-levels.ts';
import { blockName } from './block-name.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import type { FieldNamer } from './field-title.ts';
import type { HeadingLevelNamer } from './heading-level-names.ts';
import { problemsFor, type Problem } from './problem.ts';

/**
 * Across a page's blocks a heading is at most one level deeper than the heading before it.
 * Screen-reader users move through a page by its headings and read the levels as its outline: an
 * <h3> straight after the <h1> announces a sub-part of a part that is not there. Going back up
 * (an <h2> after an <h3>) is fine; the first heading may have any level (one <h1> is checkHeadings').
 */
export function checkHeadingOrder(document: JsonDocument, nameOf: FieldNamer, levelName: HeadingLevelNamer): Problem[] {
  const blocks = (document.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  let previous: { level: HeadingLevel; index: number } | undefined;
  blocks.forEach((block: unknown, index) => {
    for (const level of headingLevelsOf(block)) {
      if (previous && level > previous.level + 1) {
        const hasLevelField = Object.hasOwn(block as object, 'headingLevel');
        problems.push(
          report(catalogue.skippedHeadingLevel, hasLevelField ? `/blocks/${index}/headingLevel` : `/blocks/${index}`, {
            level: levelName(level),
            previous: levelName(previous.level),
            previousBlock: blockName(nameOf, blocks, previous.index),
            missing: levelName(previous.level + 1),
            hasLevelField,
          }),
        );
      }
      previous = { level, index };
    }
  });
  return problems;
}
