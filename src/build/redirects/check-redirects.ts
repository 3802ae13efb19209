import { siteOwnRedirectSource } from '../pages/page-route.ts';
import { catalogue } from '../validation/catalogue/index.ts';
import { didYouMean } from '../validation/did-you-mean.ts';
import type { JsonDocument } from '../validation/load-json-with-positions.ts';
import { problemsFor, type Problem } from '../validation/problem.ts';
import { isRedirect, type Redirect } from './redirects-file.ts';

export interface SiteRoutes {
  /** Every address a page answers (the not-found page's included): a redirect from one is never used. */
  pages: ReadonlySet<string>;
  /** The addresses a redirect may lead to: every page but the not-found page. */
  targets: ReadonlySet<string>;
  /**
   * The addresses of collection entries' pages, each with the entry's words ('blog post', its file):
   * a redirect from one would send the entry's visitors away (the server redirects before it serves).
   */
  entries?: ReadonlyMap<string, { what: string; file: string }>;
}

/** Why an address is the site's own, in the words of redirect-from-site-address ('/robots.txt is ...'). */
function siteOwnWords(from: string): string | undefined {
  const own = siteOwnRedirectSource(from);
  if (own === undefined) return undefined;
  if ('folder' in own)
    return `under /${own.folder}, which the site itself answers (its admin, lead forms, pictures and files)`;
  return `named like a file ('${own.fileName}'), as the site's own files are (robots.txt, sitemap.xml, the blog's feed.xml)`;
}

/** The path a visitor's browser follows from `start`, stopping at the first address seen twice (a loop). */
function followFrom(start: string, next: ReadonlyMap<string, string>): { path: string[]; loops: boolean } {
  const path = [start];
  let current = next.get(start);
  while (current !== undefined) {
    path.push(current);
    if (path.indexOf(current) < path.length - 1) return { path, loops: true };
    current = next.get(current);
  }
  return { path, loops: false };
}

/**
 * What the schema cannot say about redirects.json: an old address that is still a page or an
 * entry's page or that the site itself uses (/robots.txt, /admin/...), a new
 * address that is no page, an old address listed twice, and redirects that lead to another
 * redirect (a chain, or a loop). The schema's own problems (a missing field, an address without its
 * leading '/') are reported by the schema check.
 */
export function checkRedirects(document: JsonDocument, routes: SiteRoutes): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const list = (document.data as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(list)) return [];
  const entries = list.flatMap((entry, index) => (isRedirect(entry) ? [{ ...entry, index }] : []));
  const problems: Problem[] = [];
  // Where a browser goes from each old address: the first entry wins, as it does on the server.
  const next = new Map<string, string>();
  const first = new Map<string, Redirect & { index: number }>();
  for (const entry of entries) {
    const at = `/redirects/${entry.index}`;
    const earlier = first.get(entry.from);
    if (earlier) {
      const { line } = document.locate(`/redirects/${earlier.index}/from`);
      problems.push(report(catalogue.duplicateRedirect, `${at}/from`, { from: entry.from, line }));
      continue;
    }
    first.set(entry.from, entry);
    const fromEntry = routes.entries?.get(entry.from);
    const siteOwn = siteOwnWords(entry.from);
    if (siteOwn !== undefined) {
      problems.push(report(catalogue.redirectFromSiteAddress, `${at}/from`, { from: entry.from, what: siteOwn }));
    } else if (routes.pages.has(entry.from)) {
      problems.push(report(catalogue.redirectFromPage, `${at}/from`, { from: entry.from }));
    } else if (fromEntry) {
      problems.push(report(catalogue.redirectFromEntry, `${at}/from`, { from: entry.from, ...fromEntry }));
    } else {
      next.set(entry.from, entry.to);
    }
  }
  for (const entry of first.values()) {
    if (!next.has(entry.from)) continue;
    const at = `/redirects/${entry.index}/to`;
    const { path, loops } = followFrom(entry.from, next);
    const end = path.at(-1)!;
    if (loops) {
      problems.push(report(catalogue.redirectLoop, at, { loop: path.join(' → ') }));
    } else if (path.length > 2) {
      problems.push(report(catalogue.redirectChain, at, { chain: path.join(' → '), from: entry.from, end }));
    } else if (!routes.targets.has(entry.to)) {
      const closest = didYouMean(entry.to, [...routes.targets]);
      const suggestion = closest ? ` (did you mean '${closest}'?)` : '';
      problems.push(report(catalogue.redirectToMissingPage, at, { to: entry.to, suggestion }));
    }
  }
  return problems;
}
