import type { ReceivedSite } from '../../generated/received-types';
import type { LoadedPage } from './load-page';
import { PageRenderer } from './PageRenderer';
import { useDocumentHead } from './use-document-head';

export interface PageScreenProps {
  loaded: LoadedPage;
  site: ReceivedSite;
}

/** One route's content: its blocks, and the document head kept in step on navigation. */
export function PageScreen({ loaded, site }: PageScreenProps) {
  const { page, route, components } = loaded;
  useDocumentHead(page, route, site);
  return <PageRenderer page={{ route, blocks: page.blocks }} site={site} components={components} />;
}
