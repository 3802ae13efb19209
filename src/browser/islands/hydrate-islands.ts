/**
 * The one script of a page with islands (a page without any gets no script at all). It is small
 * and imports nothing heavy, so it runs as soon as the page is parsed: from then on what the
 * visitor does to an island is held and replayed (hold-interactions.ts). Each island hydrates on
 * its own root when it wakes (schedule-wake.ts): only then are React DOM and the island's code
 * fetched, in parallel, so they never compete with the page's banner image for the network. An
 * island type that needs no React (enhanced-islands.ts: the carousels) fetches only its own script.
 * Static blocks around the islands are never touched.
 */
import type { ReceivedSite } from '../../generated/received-types';
import { islandBlocks, isIslandBlockType } from '../blocks/island-blocks';
import { enhancedIslands } from './enhanced-islands';
import { holdInteractions } from './hold-interactions';
import { HYDRATED_ATTRIBUTE, ISLAND_SITE_DATA_ID, ISLAND_TAG } from './island-markup';
import { scheduleWake } from './schedule-wake';
import type { AnyBlockComponent } from '../blocks/block-types';

function readSite(): ReceivedSite {
  const data = document.getElementById(ISLAND_SITE_DATA_ID)?.textContent;
  if (!data) throw new Error(`The page has islands but no #${ISLAND_SITE_DATA_ID} data.`);
  return JSON.parse(data) as ReceivedSite;
}

async function wakeIsland(island: HTMLElement, site: ReceivedSite, onHydrated: () => void): Promise<void> {
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

function start(): void {
  const islands = document.querySelectorAll<HTMLElement>(ISLAND_TAG);
  if (islands.length === 0) return;
  const site = readSite();
  for (const island of islands) {
    let wake = () => {};
    const held = holdInteractions(island, () => wake());
    const onHydrated = () => {
      island.setAttribute(HYDRATED_ATTRIBUTE, 'true');
      held.release();
    };
    wake = scheduleWake(island, () => void wakeIsland(island, site, onHydrated));
  }
}

start();
