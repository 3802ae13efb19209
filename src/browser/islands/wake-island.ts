import type { ReceivedSite } from '../../generated/received-types';
import type { AnyBlockComponent } from '../blocks/block-types';
import { islandBlocks, isIslandBlockType } from '../blocks/island-blocks';
import { enhancedIslands } from './enhanced-islands';
import { ISLAND_TAG } from './island-markup';

/**
 * Brings one island to life when it wakes: an island type that needs no React (enhanced-islands.ts)
 * loads only its enhancer; any other loads React DOM with the hydrator and its block's component,
 * in parallel, and hydrates. `onHydrated` is called once the island's handlers are attached.
 */
export async function wakeIsland(island: HTMLElement, site: ReceivedSite, onHydrated: () => void): Promise<void> {
  const type = island.dataset.block ?? '';
  if (!isIslandBlockType(type)) throw new Error(`<${ISLAND_TAG}> names "${type}", which is not an island block type.`);
  const enhancer = enhancedIslands[type];
  if (enhancer) {
    (await enhancer()).enhanceIsland(island);
    onHydrated();
    return;
  }
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([
    import('./hydrate-island'),
    islandBlocks[type](),
  ]);
  hydrateIsland(island, Component as AnyBlockComponent, site, onHydrated);
}
