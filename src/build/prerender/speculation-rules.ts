/**
 * Speculation Rules for the built site, delivered by the `Speculation-Rules` HTTP header
 * (src/server/speculation-rules-header.ts) rather than a <script type="speculationrules">, so pages
 * stay free of any <script>. Moving between pages is a normal load of prerendered HTML; these make it
 * instant: when the visitor rests the pointer on a link (about 200 ms) or presses it, Chromium renders
 * that page in the background, so the click only swaps it in; where prerendering is refused (data
 * saver, memory pressure, DevTools attached) the same hover still fetches the HTML ahead.
 */

/** Where the build writes the rules; the server names the same path in its header. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * Same-origin page links only: brochures are PDFs (a download, not a page), the API answers POSTs,
 * and links marked nofollow or opening a new tab are not where the visitor goes next in this tab.
 */
const SITE_PAGE_LINKS = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/brochures/*' } },
    { not: { href_matches: '/api/*' } },
    { not: { selector_matches: '[rel~=nofollow]' } },
    { not: { selector_matches: '[target=_blank]' } },
  ],
};

export function speculationRules(): object {
  return {
    // "moderate": on hover (about 200 ms) or pointerdown. Chromium keeps at most two such prerenders
    // and drops the oldest, so pointing at many links costs little.
    prerender: [{ source: 'document', where: SITE_PAGE_LINKS, eagerness: 'moderate' }],
    // The fallback when a prerender is refused: the HTML alone, fetched on the same hover.
    prefetch: [{ source: 'document', where: SITE_PAGE_LINKS, eagerness: 'moderate' }],
  };
}
