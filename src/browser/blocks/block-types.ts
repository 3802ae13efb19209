import type { ComponentType } from 'react';
import type { Block } from '../../generated/schema-types';
import type { ReceivedBlock, ReceivedSite } from '../../generated/received-types';

/** The names of all block types, derived from the generated schema union. */
export type BlockType = ReceivedBlock['type'];

/**
 * The data of one block type as its component receives it, e.g. `BlockOf<'banner'>`: the build
 * has filled in every schema default, so a field with a `default` is never missing.
 */
export type BlockOf<T extends BlockType> = Extract<ReceivedBlock, { type: T }>;

/** The data of one block type as an author writes it (fields with a default may be left out). */
export type AuthoredBlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/**
 * What every block component receives. Blocks are pure: the block's own data plus the
 * site-wide data (contact details, API base), never global state.
 */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  site: ReceivedSite;
  /** Position of the block on its page; 0 is above the fold (eager, high-priority images). */
  index: number;
}

export type BlockComponent<T extends BlockType> = ComponentType<BlockProps<T>>;

/** Any block's component, for code that picks the component by the block's type at run time. */
export type AnyBlockComponent = ComponentType<{ block: ReceivedBlock; site: ReceivedSite; index: number }>;
