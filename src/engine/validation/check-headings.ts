import type { JsonDocument } from './load-json-with-positions.ts';
import { problemsFor, type Problem } from './problem.ts';

/**
 * Which blocks render the page's <h1>, as their schemas' descriptions promise. Screen-reader users
 * navigate by the <h1> and search engines read it as the page's topic, so there must be exactly one.
 */
const rendersH1: Record<string, (block: Record<string, unknown>) => boolean> = {
  banner: () => true,
  heroCarousel: () => true,
  notFound: () => true,
  section: (block) => block.headingLevel === 1,
};

export function checkHeadings(document: JsonDocument): Problem[] {
  const blocks = (document.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const { error } = problemsFor(document.file, document.locate);
  const h1Blocks = blocks.flatMap((block: Record<string, unknown> | null, index) =>
    block && typeof block.type === 'string' && rendersH1[block.type]?.(block) ? [index] : [],
  );
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
