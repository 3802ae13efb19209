import type { ComponentType } from 'react';
import type { ReceivedBlock, ReceivedPage, ReceivedSite } from '../../generated/received-types';
import { UnknownBlockTypeError, type BlockComponents } from './block-components';

type AnyBlockComponent = ComponentType<{ block: ReceivedBlock; site: ReceivedSite; index: number }>;

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
 */
export function PageRenderer({ page, site, components }: PageRendererProps) {
  return page.blocks.map((block, index) => {
    const Component = components[block.type] as AnyBlockComponent | undefined;
    if (!Component) throw new UnknownBlockTypeError(block.type, `page ${page.route}, block ${index}`);
    return <Component key={index} block={block} site={site} index={index} />;
  });
}
