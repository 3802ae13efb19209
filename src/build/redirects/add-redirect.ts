import { siteOwnRedirectSource } from '../pages/page-route.ts';
import { isRedirect, readRedirectsDocument, REDIRECTS_FILE, writeRedirectsDocument } from './redirects-file.ts';

/**
 * Records that `from` (a page's old address) now leads to `to` (a page), keeping redirects.json
 * valid: earlier redirects to `from` are pointed at `to` (no chain /a → /from → /to), a redirect
 * from `to` is dropped (`to` is a page again), and so is any earlier redirect from `from`.
 * An address the site itself uses (/robots.txt, /admin/..., a page published before such addresses
 * were refused) gets no redirect: the site's own file answers there again.
 * Resolves with the files it wrote: [REDIRECTS_FILE], or [] when nothing changed.
 */
export async function addRedirect(root: string, from: string, to: string): Promise<string[]> {
  if (siteOwnRedirectSource(from) !== undefined) return removeRedirectFrom(root, from);
  const document = await readRedirectsDocument(root);
  const kept = document.redirects
    .filter((entry) => !isRedirect(entry) || (entry.from !== from && entry.from !== to))
    .map((entry) => (isRedirect(entry) && entry.to === from ? { ...entry, to } : entry));
  await writeRedirectsDocument(root, { ...document, redirects: [...kept, { from, to }] });
  return [REDIRECTS_FILE];
}

/**
 * Drops the redirect from `route`, if there is one: a page now has that address, and the redirect
 * would hide it. Resolves with the files it wrote ([] when nothing changed).
 */
export async function removeRedirectFrom(root: string, route: string): Promise<string[]> {
  const document = await readRedirectsDocument(root);
  const kept = document.redirects.filter((entry) => !isRedirect(entry) || entry.from !== route);
  if (kept.length === document.redirects.length) return [];
  await writeRedirectsDocument(root, { ...document, redirects: kept });
  return [REDIRECTS_FILE];
}
