import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ReceivedBlock, ReceivedSite } from '../../generated/received-types';
import { blockRegistry, isBlockType } from '../blocks/registry';
import { ISLAND_TAG, islandIdPrefix } from './island-markup';
import { IslandRoot } from './IslandRoot';

type AnyBlockComponent = ComponentType<{ block: ReceivedBlock; site: ReceivedSite; index: number }>;

/**
 * Hydrates one island on its own React root: its block's component (loaded now), the data the
 * server serialised beside its HTML, the shared site data, the same useId prefix as the server.
 */
export async function hydrateIsland(island: HTMLElement, site: ReceivedSite, onHydrated: () => void): Promise<void> {
  const type = island.dataset.block ?? '';
  if (!isBlockType(type)) throw new Error(`<${ISLAND_TAG}> names an unknown block type "${type}".`);
  const Component = (await blockRegistry[type].load()).default as AnyBlockComponent;
  const block = JSON.parse(island.dataset.props ?? 'null') as ReceivedBlock;
  const index = Number(island.dataset.index);
  hydrateRoot(
    island,
    <IslandRoot onHydrated={onHydrated}>
      <Component block={block} site={site} index={index} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(index) },
  );
}
