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
  useDocumentHead(loaded.page, site);
  return <PageRenderer page={loaded.page} site={site} components={loaded.components} />;
}
