import type { ReceivedPage, ReceivedSite } from '../../generated/received-types';
import type { AnyBlockComponent } from '../blocks/block-types';
import { isInteractiveBlock } from '../blocks/registry';
import { IslandSlot, useIslandHtml } from '../islands/IslandSlot';
import { UnknownBlockTypeError, type BlockComponents } from './block-components';

export interface PageRendererProps {
  /** What is rendered: the blocks (the route, from the page's file path, only names the page in errors). */
  page: { route: string; blocks: ReceivedPage['blocks'] };
  site: ReceivedSite;
  /** Components for every block type on the page (see loadPage). */
  components: BlockComponents;
}

/**
 * Renders a page's blocks top to bottom through the block registry. No page-specific branches:
 * every page is data. `index` tells a block where it sits (0 = above the fold, eager images).
 * In the site's server render an interactive block becomes an island (its own HTML, rendered
 * beforehand by renderIslands); everywhere else (tests, the editor's preview) blocks render inline.
 */
export function PageRenderer({ page, site, components }: PageRendererProps) {
  const islandHtml = useIslandHtml();
  return page.blocks.map((block, index) => {
    const Component = components[block.type] as AnyBlockComponent | undefined;
    if (!Component) throw new UnknownBlockTypeError(block.type, `page ${page.route}, block ${index}`);
    if (islandHtml && isInteractiveBlock(block.type)) {
      const html = islandHtml.get(index);
      if (html === undefined) throw new Error(`page ${page.route}, block ${index}: island not rendered`);
      return <IslandSlot key={index} block={block} index={index} html={html} />;
    }
    return <Component key={index} block={block} site={site} index={index} />;
  });
}
