import { hydrateRoot } from 'react-dom/client';
import type { ReceivedBlock, ReceivedSite } from '../../generated/received-types';
import type { AnyBlockComponent } from '../blocks/block-types';
import { rememberRichTextTrees, type RichTextTrees } from '../../rich-text/rich-text-trees';
import { islandIdPrefix } from './island-markup';
import { IslandRoot } from './IslandRoot';

/**
 * Hydrates one island on its own React root: its block's component, the data the server
 * serialised beside its HTML (and its rich texts' trees), the shared site data, and the same useId prefix as the server.
 */
export function hydrateIsland(
  island: HTMLElement,
  Component: AnyBlockComponent,
  site: ReceivedSite,
  onHydrated: () => void,
): void {
  const block = JSON.parse(island.dataset.props ?? 'null') as ReceivedBlock;
  const index = Number(island.dataset.index);
  // Before rendering: RichText reads its trees from here in the browser (parse-rich-text.client.ts).
  rememberRichTextTrees(JSON.parse(island.dataset.rich ?? '{}') as RichTextTrees);
  hydrateRoot(
    island,
    <IslandRoot onHydrated={onHydrated}>
      <Component block={block} site={site} index={index} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(index) },
  );
}
