import type { FieldNamer } from './field-title.ts';

/**
 * A block named so an author finds it on the page: its title and, when it has one, its heading
 * ("Section 'How the cell works'"), since a page often holds several blocks of one kind.
 */
export function blockName(nameOf: FieldNamer, blocks: readonly unknown[], index: number): string {
  const title = nameOf(`/blocks/${index}`);
  const heading = (blocks[index] as { heading?: unknown } | null)?.heading;
  return typeof heading === 'string' && heading.trim() !== '' ? `${title} '${heading}'` : title;
}
