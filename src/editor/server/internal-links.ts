import { splitHref } from '../../build/validation/check-links.ts';
import { forEachObject } from '../../build/validation/walk-json.ts';

/** Whether `href` is an internal link to `route` (with or without an anchor, a query or a trailing slash). */
export function linksTo(href: unknown, route: string): boolean {
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return false;
  return splitHref(href).path === route;
}

/** Whether any link in a page or site.json (every `href`, as validation's link check reads them) leads to `route`. */
export function hasLinkTo(data: unknown, route: string): boolean {
  let found = false;
  forEachObject(data, (object) => {
    if (linksTo(object.href, route)) found = true;
  });
  return found;
}

/**
 * A copy of `data` whose links to `from` lead to `to`, keeping each link's anchor and query
 * ('/old#specs' -> '/new#specs'); `changed` says whether there was any.
 */
export function withLinksMoved(data: unknown, from: string, to: string): { data: unknown; changed: boolean } {
  const copy = structuredClone(data);
  let changed = false;
  forEachObject(copy, (object) => {
    const href = object.href;
    if (typeof href !== 'string' || !linksTo(href, from)) return;
    const rest = href.slice(href.search(/[?#]|$/));
    object.href = `${to}${rest}`;
    changed = true;
  });
  return { data: copy, changed };
}
