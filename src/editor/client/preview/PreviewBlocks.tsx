import { memo } from 'react';
import type { ReceivedBlock, ReceivedSite } from '../../../generated/received-types';
import type { BlockComponents } from '../../../browser/app/block-components';
import type { AnyBlockComponent } from '../../../browser/blocks/block-types';
import { itemIdOf } from '../document/item-ids';
import type { Json } from '../document/json-pointer';
import { BLOCK_ID_ATTRIBUTE, BLOCK_INDEX_ATTRIBUTE } from './preview-messages';
import { BlockBoundary } from './BlockBoundary';

export interface PreviewBlocksProps {
  blocks: readonly ReceivedBlock[];
  site: ReceivedSite;
  components: BlockComponents;
}

interface PreviewBlockProps {
  block: ReceivedBlock;
  site: ReceivedSite;
  index: number;
  Block: AnyBlockComponent | undefined;
}

/** One block, re-rendered only when its data (kept by keep-unchanged.ts), position or the site changed. */
const PreviewBlock = memo(function PreviewBlock({ block, site, index, Block }: PreviewBlockProps) {
  const id = itemIdOf(block as unknown as Json);
  return (
    <div {...{ [BLOCK_INDEX_ATTRIBUTE]: index, [BLOCK_ID_ATTRIBUTE]: id }} style={{ display: 'contents' }}>
      <BlockBoundary resetKey={JSON.stringify(block)}>
        {Block ? <Block block={block} site={site} index={index} /> : <p>Unknown block type “{block.type}”.</p>}
      </BlockBoundary>
    </div>
  );
});

/**
 * The page's blocks through the site's own block components, in the same order and with the same
 * `index` as PageRenderer gives them, keyed by the editor's identity of each block (a moved block
 * moves, it is not redrawn in another's place). Each sits in a `display: contents` wrapper carrying its
 * index and identity (no box, so layout and media queries are the site's): how a click finds its block.
 */
export function PreviewBlocks({ blocks, site, components }: PreviewBlocksProps) {
  return blocks.map((block, index) => (
    <PreviewBlock
      key={itemIdOf(block as unknown as Json) ?? `#${index}`}
      block={block}
      site={site}
      index={index}
      Block={components[block.type as keyof BlockComponents] as AnyBlockComponent | undefined}
    />
  ));
}
