import { renderToString } from 'react-dom/server';
import type { ReceivedBlock, ReceivedSite } from '../../generated/received-types';
import { UnknownBlockTypeError, type BlockComponents } from '../app/block-components';
import type { AnyBlockComponent } from '../blocks/block-types';
import { isInteractiveBlock } from '../blocks/registry';
import { islandIdPrefix } from './island-markup';
import { IslandRoot } from './IslandRoot';

/**
 * Renders every interactive block of a page on its own React root, as hydrate-islands.tsx will
 * hydrate it in the browser (same providers, same useId prefix). Keyed by block position.
 */
export function renderIslands(
  blocks: readonly ReceivedBlock[],
  site: ReceivedSite,
  components: BlockComponents,
  where: string,
): Map<number, string> {
  const islands = new Map<number, string>();
  blocks.forEach((block, index) => {
    if (!isInteractiveBlock(block.type)) return;
    const Component = components[block.type] as AnyBlockComponent | undefined;
    if (!Component) throw new UnknownBlockTypeError(block.type, `${where}, block ${index}`);
    const html = renderToString(
      <IslandRoot>
        <Component block={block} site={site} index={index} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(index) },
    );
    islands.set(index, html);
  });
  return islands;
}
