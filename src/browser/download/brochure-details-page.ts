import type { ReceivedSite } from '../../generated/received-types';

/**
 * The server's brochure details page (GET `?file=`), where a Download button leads when no script
 * runs; the page's form posts to the same address. The base is read exactly as
 * src/browser/forms/api-base.ts reads it (its test holds the two together). It is not imported from
 * there: a module shared with the contact form becomes a chunk of its own that every product page
 * would fetch, and product pages are at their byte budget.
 */
export function brochureDetailsPage(site: Pick<ReceivedSite, 'apiBase'>): string {
  const override = import.meta.env.VITE_API_BASE as string | undefined;
  return `${override || site.apiBase}forms/brochure`;
}
