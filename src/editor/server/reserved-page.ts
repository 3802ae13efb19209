import { siteOwnRedirectSource } from '../../build/pages/page-route.ts';

/**
 * Whether the site itself answers at a reserved page's address (/robots.txt, /admin/…): visitors there get the
 * site's own file or admin when the page goes, never a redirect (add-redirect.ts). An old site's file-like address
 * (/about-us.html) is not the site's: its visitors are sent on, as any page's.
 */
function siteAnswersAt(address: string): boolean {
  return siteOwnRedirectSource(address) !== undefined;
}

/** What the editor tells an author about a page at an address the site keeps: why it must go, and how. */
export function reservedPageWords(address: string): string {
  const after = siteAnswersAt(address)
    ? `no redirect is kept from ${address}, where the site answers itself`
    : `visitors of ${address} are sent on by a redirect`;
  return `${address} is an address the site keeps for itself, so this page cannot be published there. Move it to another address or delete it: ${after}.`;
}

/** What was done with a reserved page's address after it was deleted or moved (`to`). */
export function reservedPageOutcome(address: string, to: string): string {
  return siteAnswersAt(address)
    ? `${address} is the site's own address again: no redirect was written from it.`
    : `Visitors of ${address} are sent on to ${to}.`;
}
