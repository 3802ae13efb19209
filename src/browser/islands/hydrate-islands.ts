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
import { holdInteractions } from './hold-interactions';
import { HYDRATED_ATTRIBUTE, ISLAND_SITE_DATA_ID, ISLAND_TAG } from './island-markup';
import { scheduleWake } from './schedule-wake';
import { wakeIsland } from './wake-island';

function readSite(): ReceivedSite {
  const data = document.getElementById(ISLAND_SITE_DATA_ID)?.textContent;
  if (!data) throw new Error(`The page has islands but no #${ISLAND_SITE_DATA_ID} data.`);
  return JSON.parse(data) as ReceivedSite;
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
