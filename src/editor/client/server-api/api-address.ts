/**
 * Where the editor's API is, computed from the page's own address, so one build of the editor works
 * wherever it is served: at / by `npm run edit` (API at /api/) and at /admin/editor/ by the admin
 * (API at /admin/editor/api/). The editor page and its preview page sit in the same folder.
 */
export function apiBase(location: { href: string } = window.location): string {
  return new URL('api/', location.href).pathname;
}

/** An API address: apiPath('pages') is '/api/pages' under `npm run edit`. */
export function apiPath(path: string): string {
  return `${apiBase()}${path}`;
}

/** Image addresses as pages store them (the site's own): a picture, or a photo's rendition. */
const SITE_IMAGE_ADDRESS = /(^|,\s*)\/(images\/|assets\/images\/)/g;

/**
 * The address the editor shows a site image from: the API's image routes for the project it edits
 * (a draft's new picture is not on the public site yet). A srcset's every candidate is moved;
 * anything else (an external URL, a path elsewhere) is left as it is.
 */
export function apiImageAddress(address: string, base = apiBase()): string {
  if (!address.startsWith('/images/') && !address.startsWith('/assets/images/')) return address;
  return address.replace(SITE_IMAGE_ADDRESS, (_match, before: string, folder: string) => `${before}${base}${folder}`);
}

/** A copy of page or site data whose every image address (src, srcSet, ...) points at the API's image routes. */
export function withApiImageAddresses<T>(value: T, base = apiBase()): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return apiImageAddress(node, base);
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(value) as T;
}

/** The admin serves the editor under this folder; its header then leads back to the drafts. */
export const ADMIN_EDITOR_PATH = '/admin/editor/';

export function isInAdmin(location: { pathname: string } = window.location): boolean {
  return location.pathname.startsWith(ADMIN_EDITOR_PATH);
}

/** Sent with every request that may change something: the admin refuses a change without it (CSRF). */
export const CHANGE_HEADERS = { 'X-Admin-Request': '1' } as const;
