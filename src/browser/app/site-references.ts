/**
 * `{{contact.email}}` in any string of a page stands for that value of site.json, so the company's
 * name, addresses and links live in one file (an e-mail in a privacy policy changes with the site
 * data, not by hand in every page). The build resolves them for visitors (the browser gets plain
 * text); the editor's preview resolves them the same way from the list its server sends. Plain
 * functions on JSON, so both the build (Node) and the editor client (a browser) use this one module.
 */
export const SITE_REFERENCE = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The words that name an item of a site.json list in a path: its `network`, its `id`, its index. */
function listItemNames(item: unknown, index: number): string[] {
  const { network, id } = (item ?? {}) as { network?: unknown; id?: unknown };
  return [...(typeof network === 'string' ? [network] : []), ...(id !== undefined ? [String(id)] : []), String(index)];
}

/**
 * The text a reference stands for, or undefined when site.json has no text there. In a list, a
 * segment picks the item whose `network` or `id` is that word (`social.linkedin.href`), or an index.
 */
export function lookupSiteValue(site: unknown, path: string): string | undefined {
  let value: unknown = site;
  for (const segment of path.split('.')) {
    if (Array.isArray(value)) {
      value = value.find((item: unknown, index) => listItemNames(item, index).includes(segment));
    } else if (value !== null && typeof value === 'object') {
      value = Object.hasOwn(value, segment) ? (value as Record<string, unknown>)[segment] : undefined;
    } else {
      return undefined;
    }
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Every path a reference can name: the text values of site.json ('contact.email', 'social.linkedin.href'). */
export function siteReferencePaths(site: unknown, prefix = ''): string[] {
  if (typeof site === 'string' || typeof site === 'number') return prefix ? [prefix] : [];
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (Array.isArray(site)) {
    // Each item under its first name: 'social.linkedin.href' rather than 'social.0.href'.
    return site.flatMap((item: unknown, index) => siteReferencePaths(item, join(listItemNames(item, index)[0]!)));
  }
  if (site !== null && typeof site === 'object') {
    return Object.entries(site).flatMap(([key, value]) =>
      key === '$schema' ? [] : siteReferencePaths(value, join(key)),
    );
  }
  return [];
}

/**
 * The value with every reference replaced by what `lookup` gives its path ('contact.email'); a
 * reference `lookup` does not know stays as written (validation reports it).
 */
export function replaceSiteReferences<T>(value: T, lookup: (path: string) => string | undefined): T {
  const resolve = (node: Json): Json => {
    if (typeof node === 'string') {
      return node.includes('{{') ? node.replace(SITE_REFERENCE, (whole, path: string) => lookup(path) ?? whole) : node;
    }
    if (Array.isArray(node)) return node.map(resolve);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, resolve(child)]));
    }
    return node;
  };
  return resolve(value as Json) as T;
}

/** The value with every reference replaced by site.json's text (see replaceSiteReferences). */
export function resolveSiteReferences<T>(value: T, site: unknown): T {
  return replaceSiteReferences(value, (path) => lookupSiteValue(site, path));
}
