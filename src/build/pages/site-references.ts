import { forEachString } from '../validation/walk-json.ts';

/**
 * `{{contact.email}}` in any string of a page stands for that value of site.json, so the company's
 * name, addresses and links live in one file (an e-mail in a privacy policy changes with the site
 * data, not by hand in every page). Resolved at build time: the browser gets plain text.
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

/** The value with every reference replaced; a reference site.json lacks stays as written (validation reports it). */
export function resolveSiteReferences<T>(value: T, site: unknown): T {
  const resolve = (node: Json): Json => {
    if (typeof node === 'string') {
      return node.replace(SITE_REFERENCE, (whole, path: string) => lookupSiteValue(site, path) ?? whole);
    }
    if (Array.isArray(node)) return node.map(resolve);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, resolve(child)]));
    }
    return node;
  };
  return resolve(value as Json) as T;
}

/** Every reference in `value` with the JSON pointer of the string that holds it. */
export function findSiteReferences(value: unknown): { pointer: string; path: string }[] {
  const references: { pointer: string; path: string }[] = [];
  forEachString(value, (text, pointer) => {
    for (const match of text.matchAll(SITE_REFERENCE)) references.push({ pointer, path: match[1] ?? '' });
  });
  return references;
}
