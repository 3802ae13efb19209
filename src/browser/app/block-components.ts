import type { BlockComponent, BlockType } from '../blocks/block-types';
import { blockRegistry, isBlockType } from '../blocks/registry';

/** The block components one page needs, keyed by block type. */
export type BlockComponents = { [K in BlockType]?: BlockComponent<K> };

/** Thrown for a block type the registry does not know: loud in development, never a blank space. */
export class UnknownBlockTypeError extends Error {
  constructor(type: string, where: string) {
    const known = Object.keys(blockRegistry).sort().join(', ');
    super(`Unknown block type "${type}" on ${where}. Known types: ${known}. Run \`npm run validate\`.`);
    this.name = 'UnknownBlockTypeError';
  }
}

/** Loads the components of the given block types in parallel (each is its own chunk). */
export async function loadBlockComponents(types: readonly string[], where: string): Promise<BlockComponents> {
  const loaded = await Promise.all(
    types.map(async (type) => {
      if (!isBlockType(type)) throw new UnknownBlockTypeError(type, where);
      const module = await blockRegistry[type].load();
      return [type, module.default] as const;
    }),
  );
  return Object.fromEntries(loaded) as BlockComponents;
}
