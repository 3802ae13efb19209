import { createContext, createElement, useContext } from 'react';
import type { ReceivedBlock } from '../../generated/received-types';
import { richTextTreesOf } from '../../rich-text/rich-text-trees-of';
import { ISLAND_TAG } from './island-markup';

/**
 * The server HTML of a page's islands by block position, provided by the server render only. Each
 * island is rendered on its own first (renderIsland), exactly as the browser will hydrate it.
 */
export const IslandHtmlContext = createContext<ReadonlyMap<number, string> | null>(null);

export function useIslandHtml(): ReadonlyMap<number, string> | null {
  return useContext(IslandHtmlContext);
}

export interface IslandSlotProps {
  block: ReceivedBlock;
  index: number;
  html: string;
}

/**
 * The island's marker in the page: its server HTML, the block data it hydrates with, and the syntax
 * trees of its rich texts (so the browser renders them without the Markdown parser).
 */
export function IslandSlot({ block, index, html }: IslandSlotProps) {
  const trees = richTextTreesOf(block);
  return createElement(ISLAND_TAG, {
    'data-block': block.type,
    'data-index': index,
    'data-props': JSON.stringify(block),
    ...(Object.keys(trees).length > 0 ? { 'data-rich': JSON.stringify(trees) } : {}),
    dangerouslySetInnerHTML: { __html: html },
  });
}
