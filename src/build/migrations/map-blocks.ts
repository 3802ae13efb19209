type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of the page with every block of one type replaced by `rewrite(block)`; other blocks are
 * kept as they are (same objects). A page without a blocks list is returned unchanged: validation,
 * not a migration, reports that.
 */
export function mapBlocksOfType(page: Json, type: string, rewrite: (block: Json) => Json): Json {
  if (!Array.isArray(page.blocks)) return page;
  return {
    ...page,
    blocks: page.blocks.map((block: unknown) => (isObject(block) && block.type === type ? rewrite(block) : block)),
  };
}
