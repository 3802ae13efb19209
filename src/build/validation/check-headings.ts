import { headingLevelsOf } from './block-heading-levels.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { problemsFor, type Problem } from './problem.ts';

/**
 * Exactly one block renders the page's <h1> (levels from block-heading-levels.ts). Screen-reader
 * users navigate by the <h1> and search engines read it as the page's topic.
 */
export function checkHeadings(document: JsonDocument): Problem[] {
  const blocks = (document.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const { error } = problemsFor(document.file, document.locate);
  const h1Blocks = blocks.flatMap((block: unknown, index) => (headingLevelsOf(block).includes(1) ? [index] : []));
  if (h1Blocks.length === 0) {
    return [
      error(
        '/blocks',
        'has no block that renders the page\'s <h1>: start the page with a banner, heroCarousel or notFound block, or give one section "headingLevel": 1',
      ),
    ];
  }
  return h1Blocks
    .slice(1)
    .map((index) =>
      error(
        `/blocks/${index}`,
        `renders a second <h1> (the first is /blocks/${h1Blocks[0]}); a page has exactly one, so use a section with headingLevel 2 here`,
      ),
    );
}
