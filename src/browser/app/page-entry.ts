import type { BlockType } from '../blocks/block-types';
import type { ReceivedPage } from '../../generated/received-types';

/** One route as the app receives it from `virtual:pages` (or from a test building the table itself). */
export interface PageEntry {
  /** From the file path: '/', '/about', or NOT_FOUND_ROUTE for pages/not-found.json. */
  route: string;
  /** The page file relative to the project root ('pages/about.json'). */
  file: string;
  /** Block types the page uses, loaded together with the page data. */
  blockTypes: readonly BlockType[];
  /** Loads the page data: its own chunk in the browser. */
  load: () => Promise<{ default: ReceivedPage }>;
}
