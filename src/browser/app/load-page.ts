import type { ReceivedPage } from '../../generated/received-types';
import { loadBlockComponents, type BlockComponents } from './block-components';
import type { PageEntry } from './page-entry';

/** A page's data together with its route and the components of every block type it uses. */
export interface LoadedPage {
  page: ReceivedPage;
  /** The page's route (its file path), from the route table. */
  route: string;
  components: BlockComponents;
}

/**
 * Loads a route's data chunk and its block chunks in parallel, so the page renders complete
 * (no Suspense fallback, no layout shift) on the server, during hydration and on navigation.
 */
export async function loadPage(entry: PageEntry): Promise<LoadedPage> {
  const [pageModule, components] = await Promise.all([
    entry.load(),
    loadBlockComponents(entry.blockTypes, `page ${entry.file}`),
  ]);
  return { page: pageModule.default, route: entry.route, components };
}
