import { useEffect } from 'react';
import type { ReceivedPage, ReceivedSite } from '../../generated/received-types';
import { NOT_FOUND_ROUTE } from './not-found-route';
import { canonicalUrl, pageTitle } from './page-title';

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the document head in step with client-side navigation. The prerendered HTML already has
 * the full head (title, description, canonical, share tags); this only updates what the tab and
 * assistive technology read after a navigation.
 */
export function useDocumentHead(page: ReceivedPage, route: string, site: ReceivedSite) {
  useEffect(() => {
    document.title = pageTitle(page, site);
    setAttribute('meta[name="description"]', 'content', page.description);
    if (route !== NOT_FOUND_ROUTE) setAttribute('link[rel="canonical"]', 'href', canonicalUrl(route, site));
  }, [page, route, site]);
}
