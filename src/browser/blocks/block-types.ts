import type { ComponentType } from 'react';
import type { Block, Site } from '../../generated/schema-types';

/** The names of all block types, derived from the generated schema union. */
export type BlockType = Block['type'];

/** The data of one block type, e.g. `BlockOf<'banner'>`. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/**
 * What every block component receives. Blocks are pure: the block's own data plus the
 * site-wide data (contact details, API base), never global state.
 */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  site: Site;
  /** Position of the block on its page; 0 is above the fold (eager, high-priority images). */
  index: number;
}

export type BlockComponent<T extends BlockType> = ComponentType<BlockProps<T>>;
