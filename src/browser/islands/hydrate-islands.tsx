/**
 * The one script of a page with islands (a page without any gets no script at all). Each island
 * hydrates on its own root when it wakes (schedule-wake.ts); what the visitor does before that is
 * held and replayed (hold-interactions.ts). Static blocks around the islands are never touched.
 */
import { hydrateRoot } from 'react-dom/client';
import type { ReceivedBlock, ReceivedSite } from '../../generated/received-types';
import { blockRegistry, isBlockType } from '../blocks/registry';
import { holdInteractions } from './hold-interactions';
import { HYDRATED_ATTRIBUTE, ISLAND_SITE_DATA_ID, ISLAND_TAG, islandIdPrefix } from './island-markup';
import { IslandRoot } from './IslandRoot';
import { scheduleWake } from './schedule-wake';
import type { ComponentType } from 'react';

type AnyBlockComponent = ComponentType<{ block: ReceivedBlock; site: ReceivedSite; index: number }>;

function readSite(): ReceivedSite {
  const data = document.getElementById(ISLAND_SITE_DATA_ID)?.textContent;
  if (!data) throw new Error(`The page has islands but no #${ISLAND_SITE_DATA_ID} data.`);
  return JSON.parse(data) as ReceivedSite;
}

async function hydrateIsland(island: HTMLElement, site: ReceivedSite, onHydrated: () => void): Promise<void> {
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
    wake = scheduleWake(island, () => void hydrateIsland(island, site, onHydrated));
  }
}

start();
