/**
 * Speculation Rules for the built site, delivered by the `Speculation-Rules` HTTP header
 * (src/server/speculation-rules-header.ts) rather than a <script type="speculationrules">, so pages
 * stay free of any <script>. Moving between pages is a normal load of prerendered HTML; these make it
 * instant: Chromium fetches a page when the visitor hovers its link (or focuses it), and renders it
 * in the background when they press it, before the click completes.
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
    // "moderate": on hover (about 200 ms) or pointerdown; a cheap fetch of one HTML file.
    prefetch: [{ source: 'document', where: SITE_PAGE_LINKS, eagerness: 'moderate' }],
    // "conservative": on pointerdown/touchstart only, as the visitor is about to land there anyway.
    prerender: [{ source: 'document', where: SITE_PAGE_LINKS, eagerness: 'conservative' }],
  };
}
