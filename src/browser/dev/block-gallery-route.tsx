import type { RouteObject } from 'react-router-dom';
import type { ReceivedSite } from '../../generated/received-types';
import { loadBlockComponents } from '../app/block-components';
import { readBlockCatalogue } from './block-catalogue';
import { BlockGallery } from './BlockGallery';

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
      return { element: <BlockGallery catalogue={catalogue} site={site} components={components} /> };
    },
  };
}
