import type { ReceivedSite } from '../../generated/received-types';
import type { LoadedPage } from './load-page';
import { PageRenderer } from './PageRenderer';

export interface PageScreenProps {
  loaded: LoadedPage;
  site: ReceivedSite;
}

/** One route's content: its blocks (the head is written by the prerenderer from the same page). */
export function PageScreen({ loaded, site }: PageScreenProps) {
  const { page, route, components } = loaded;
  return <PageRenderer page={{ route, blocks: page.blocks }} site={site} components={components} />;
}
