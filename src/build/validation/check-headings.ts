import { headingLevelsOf } from './block-heading-levels.ts';
import { blockName } from './block-name.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import type { FieldNamer } from './field-title.ts';
import type { HeadingLevelNamer } from './heading-level-names.ts';
import { problemsFor, type Problem } from './problem.ts';

/**
 * Exactly one block renders the main page heading (the <h1>, levels from block-heading-levels.ts).
 * Screen-reader users navigate by it and search engines read it as the page's topic.
 */
export function checkHeadings(document: JsonDocument, nameOf: FieldNamer, levelName: HeadingLevelNamer): Problem[] {
  const blocks = (document.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const report = problemsFor(document.file, document.locate);
  const h1Blocks = blocks.flatMap((block: unknown, index) => (headingLevelsOf(block).includes(1) ? [index] : []));
  const names = { main: levelName(1), section: levelName(2) };
  if (h1Blocks.length === 0) {
    return [report(catalogue.missingH1, '/blocks', names)];
  }
  const first = blockName(nameOf, blocks, h1Blocks[0]!);
  return h1Blocks.slice(1).map((index) => report(catalogue.secondH1, `/blocks/${index}`, { ...names, first }));
}
