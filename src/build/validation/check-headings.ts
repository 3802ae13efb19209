import { headingLevelsOf } from './block-heading-levels.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';

/**
 * Exactly one block renders the page's <h1> (levels from block-heading-levels.ts). Screen-reader
 * users navigate by the <h1> and search engines read it as the page's topic.
 */
export function checkHeadings(document: JsonDocument): Problem[] {
  const blocks = (document.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const report = problemsFor(document.file, document.locate);
  const h1Blocks = blocks.flatMap((block: unknown, index) => (headingLevelsOf(block).includes(1) ? [index] : []));
  if (h1Blocks.length === 0) {
    return [report(catalogue.missingH1, '/blocks', {})];
  }
  return h1Blocks.slice(1).map((index) => report(catalogue.secondH1, `/blocks/${index}`, { first: h1Blocks[0]! }));
}
