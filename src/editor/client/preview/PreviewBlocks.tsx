import type { ReceivedBlock, ReceivedSite } from '../../../generated/received-types';
import type { BlockComponents } from '../../../browser/app/block-components';
import type { AnyBlockComponent } from '../../../browser/blocks/block-types';
import { BLOCK_INDEX_ATTRIBUTE } from './preview-messages';
import { BlockBoundary } from './BlockBoundary';

export interface PreviewBlocksProps {
  blocks: readonly ReceivedBlock[];
  site: ReceivedSite;
  components: BlockComponents;
}

/**
 * The page's blocks through the site's own block components, in the same order and with the same
 * `index` as PageRenderer gives them. Each sits in a `display: contents` wrapper carrying its index
 * (no box, so layout and media queries are the site's), which is how a click finds its block.
 */
export function PreviewBlocks({ blocks, site, components }: PreviewBlocksProps) {
  return blocks.map((block, index) => {
    const Block = components[block.type as keyof BlockComponents] as AnyBlockComponent | undefined;
    return (
      <div key={index} {...{ [BLOCK_INDEX_ATTRIBUTE]: index }} style={{ display: 'contents' }}>
        <BlockBoundary resetKey={JSON.stringify(block)}>
          {Block ? <Block block={block} site={site} index={index} /> : <p>Unknown block type “{block.type}”.</p>}
        </BlockBoundary>
      </div>
    );
  });
}
