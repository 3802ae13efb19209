import type { RouteObject } from 'react-router-dom';
import type { ReceivedPage, ReceivedSite } from '../../generated/received-types';
import type { PageRouteHandle } from '../app/routes';
import { loadBlockComponents } from '../app/block-components';
import { readBlockCatalogue } from './block-catalogue';
import { BlockGallery } from './BlockGallery';
import { IslandHtmlContext } from '../islands/IslandSlot';

/** Where the gallery lives in `npm run dev`. */
export const BLOCK_GALLERY_PATH = '/__blocks';

/** The `/__blocks` route: the gallery with every block type's component loaded. */
export function blockGalleryRoute(site: ReceivedSite): RouteObject {
  return {
    id: BLOCK_GALLERY_PATH,
    path: BLOCK_GALLERY_PATH.slice(1),
    lazy: async () => {
      const catalogue = readBlockCatalogue();
      const types = catalogue.map((entry) => entry.type);
      const components = await loadBlockComponents(types, 'the block gallery');
      // The gallery is no page file: a stand-in page names it in the head; its blocks render inline.
      const page = { title: 'Block gallery', description: 'Every block type, from its schema examples.', blocks: [] };
      const handle: PageRouteHandle = { page: page as unknown as ReceivedPage, route: BLOCK_GALLERY_PATH, components };
      // Blocks render inline here, interactive or not: the gallery shows how each looks.
      const element = (
        <IslandHtmlContext value={null}>
          <BlockGallery catalogue={catalogue} site={site} components={components} />
        </IslandHtmlContext>
      );
      return { element, handle };
    },
  };
}
