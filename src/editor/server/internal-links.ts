import { splitHref } from '../../build/validation/check-links.ts';
import { forEachObject } from '../../build/validation/walk-json.ts';
import { parseRichText } from '../../rich-text/parse-rich-text.ts';
import { richTextLinks } from '../../rich-text/rich-text-links.ts';

/** Whether `href` is an internal link to `route` (with or without an anchor, a query or a trailing slash). */
export function linksTo(href: unknown, route: string): boolean {
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return false;
  return splitHref(href).path === route;
}

/**
 * The `[text](href)` links of a text that lead to `route`, where their address is written as is
 * (no escapes, no <…>): the span of that address in the string, and the part after the path to keep.
 */
function richLinksTo(text: string, route: string): { start: number; end: number; rest: string }[] {
  if (!text.includes('](')) return [];
  return richTextLinks(parseRichText(text, { headings: true }).tree).flatMap((link) => {
    if (!linksTo(link.href, route)) return [];
    const written = text.slice(link.offset, link.offset + link.length);
    const start = link.offset + written.lastIndexOf('](') + 2;
    const end = link.offset + link.length - 1;
    if (text.slice(start, end) !== link.href) return [];
    return [{ start, end, rest: link.href.slice(link.href.search(/[?#]|$/)) }];
  });
}

/** Calls `visit` with every string in `data`, an object's property or an array's item, and its holder and key. */
function forEachText(
  data: unknown,
  visit: (holder: Record<string, unknown> | unknown[], key: string | number, text: string) => void,
): void {
  if (Array.isArray(data)) {
    data.forEach((item, index) => (typeof item === 'string' ? visit(data, index, item) : forEachText(item, visit)));
  } else if (data !== null && typeof data === 'object') {
    const object = data as Record<string, unknown>;
    for (const [key, value] of Object.entries(object)) {
      if (typeof value === 'string') visit(object, key, value);
      else forEachText(value, visit);
    }
  }
}

/**
 * Whether any link in a page, an entry or site.json leads to `route`: every `href`, as validation's
 * link check reads them, and every link inside a rich text.
 */
export function hasLinkTo(data: unknown, route: string): boolean {
  let found = false;
  forEachObject(data, (object) => {
    if (linksTo(object.href, route)) found = true;
  });
  forEachText(data, (_holder, _key, text) => {
    if (!found && richLinksTo(text, route).length > 0) found = true;
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
  forEachText(copy, (holder, key, text) => {
    const links = richLinksTo(text, from);
    if (links.length === 0) return;
    // From the last link back, so the earlier offsets stay true.
    (holder as Record<string | number, unknown>)[key] = links.reduceRight(
      (moved, link) => `${moved.slice(0, link.start)}${to}${link.rest}${moved.slice(link.end)}`,
      text,
    );
    changed = true;
  });
  return { data: copy, changed };
}
