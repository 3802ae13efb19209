/**
 * The markup contract between the server render and the browser: an interactive block's server
 * HTML sits inside `<page-island data-block data-index data-props>`, the site data once per page in
 * a JSON <script>. A custom element styled `display: contents`, so the wrapper never changes layout.
 */
export const ISLAND_TAG = 'page-island';

/** The id of the `<script type="application/json">` holding the site data the islands share. */
export const ISLAND_SITE_DATA_ID = 'page-island-site';

/** Set on an island once React has hydrated it (the browser tests wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Each island is its own React root: a prefix per island keeps `useId` values unique on the page,
 * and the same prefix on the server and in the browser makes them match during hydration.
 */
export function islandIdPrefix(index: number): string {
  return `b${index}-`;
}
