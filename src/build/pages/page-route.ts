import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import { PAGES_DIR } from './page-files.ts';

/** The home page's file: the only index.json that is a route ('/'). */
export const HOME_PAGE_FILE = `${PAGES_DIR}index.json`;
/** The not-found page's file: shown for every unknown address (route NOT_FOUND_ROUTE). */
export const NOT_FOUND_PAGE_FILE = `${PAGES_DIR}not-found.json`;

/** One part of a route, and so one folder or file name under pages/. */
export const ROUTE_PART = /^[A-Za-z0-9._-]+$/;

/** What a page file name may look like, for every message about one. */
export const ALLOWED_FILE_NAMES =
  "folder and file names under pages/ use only letters, digits, '.', '_' and '-' (no spaces)";

/** The parts of a page file below pages/, without `.json`: 'pages/product/x.json' -> ['product', 'x']. */
function partsOf(file: string): string[] {
  return file.slice(PAGES_DIR.length, -'.json'.length).split('/');
}

/** A name an author probably meant: every run of other characters as one '-'. */
function likelyName(part: string): string {
  return part
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Why a page file cannot be a route, with the file name to use instead, or undefined when it can.
 * `file` is relative to the project root ('pages/product/x.json'). An index.json below a sub-folder
 * is refused: it would be a second way to name pages/<folder>.json's route.
 */
export function pageFileProblem(file: string): string | undefined {
  if (!file.startsWith(PAGES_DIR) || !file.endsWith('.json')) return `is not a pages/**/*.json file`;
  const parts = partsOf(file);
  if (parts.length > 1 && parts.at(-1) === 'index') {
    const instead = `${PAGES_DIR}${parts.slice(0, -1).join('/')}.json`;
    return `cannot be a route: only ${HOME_PAGE_FILE} is an index page; name this file ${instead} for the route '/${parts.slice(0, -1).join('/')}'`;
  }
  if (parts.every((part) => ROUTE_PART.test(part))) return reservedAddressProblem(parts);
  const fixed = parts.map(likelyName);
  const instead = fixed.every((part) => ROUTE_PART.test(part))
    ? `; rename it to ${PAGES_DIR}${fixed.join('/')}.json`
    : '';
  return `cannot be a route: ${ALLOWED_FILE_NAMES}${instead}`;
}

/**
 * First parts of addresses that the server or the site's own folders answer: the lead API, the admin, the health
 * check, the built scripts and styles, the pictures, the brochures, and the static hosts' redirects file. A page
 * there is shadowed at best, and breaks the build at worst.
 */
export const SITE_OWN_FIRST_PARTS = ['api', 'admin', 'healthz', 'assets', 'images', 'brochures', '_redirects'];

/** A part that ends like a file name ('feed.xml', 'robots.txt', 'index.html'): the build writes files at such addresses. */
const FILE_LIKE_PART = /\.[A-Za-z][A-Za-z0-9]{0,4}$/;

/** What makes an address the site's own: its first folder ('admin') or a part named like a file ('robots.txt'). */
export type SiteOwnAddress = { folder: string } | { fileName: string };

/**
 * Whether the site itself answers at these address parts ('/blogs/feed.xml' -> ['blogs', 'feed.xml']): the
 * server (/admin/..., /api/...), the site's own folders (/images/..., /assets/...) or a file the build writes
 * (/robots.txt, /sitemap.xml, /blogs/feed.xml). Neither a page nor a redirect may take such an address.
 */
function siteOwnParts(parts: readonly string[]): SiteOwnAddress | undefined {
  const first = parts[0]?.toLowerCase();
  if (first !== undefined && SITE_OWN_FIRST_PARTS.includes(first)) return { folder: first };
  const fileName = parts.find((part) => FILE_LIKE_PART.test(part));
  return fileName === undefined ? undefined : { fileName };
}

/** siteOwnParts for an address ('/robots.txt'); '/' and '' are pages' addresses, never the site's own. */
export function siteOwnAddress(route: string): SiteOwnAddress | undefined {
  return siteOwnParts(route.split('/').filter((part) => part !== ''));
}

/** The files the build writes under a page's or the site's folder (and their .br/.gz twins). */
const BUILT_FILE_NAMES = new Set([
  'robots.txt',
  'sitemap.xml',
  'feed.xml',
  'index.html',
  '404.html',
  'speculation-rules.json',
  '_content-schedule.json',
]);

/**
 * Where a redirect may not start: an address the site itself answers (siteOwnAddress's folders) or one of the
 * files the build writes (/robots.txt, /blogs/feed.xml). Unlike a page, a redirect from any other file-like
 * address is fine and common: an old site's /about-us.html sent to /about.
 */
export function siteOwnRedirectSource(route: string): SiteOwnAddress | undefined {
  const own = siteOwnAddress(route);
  if (own === undefined || 'folder' in own) return own;
  const last = route
    .split('/')
    .filter((part) => part !== '')
    .at(-1)!
    .toLowerCase();
  return BUILT_FILE_NAMES.has(last.replace(/\.(br|gz)$/, '')) ? { fileName: last } : undefined;
}

/**
 * Why a well-formed page file still cannot be a route: its address is one the site itself uses. The build writes
 * a page at dist/<route>/index.html, so /robots.txt or /blogs/feed.xml would need a folder where the site's own
 * file is (the build stopped with EISDIR), and /admin/... or /api/... are answered by the server, never the page.
 */
function reservedAddressProblem(parts: readonly string[]): string | undefined {
  const own = siteOwnParts(parts);
  if (own === undefined) return undefined;
  if ('folder' in own) {
    return `cannot be a route: addresses under /${own.folder} belong to the site itself (its admin, lead forms, pictures, brochures and files); put the page in another folder or give it another name`;
  }
  const extension = own.fileName.slice(own.fileName.lastIndexOf('.'));
  const instead = parts.map((part) => part.replace(/\./g, '-')).join('/');
  return `cannot be a route: '${own.fileName}' ends like a file name ('${extension}'), and the site's own files (robots.txt, sitemap.xml, the blog's feed.xml) have such addresses; rename it to ${PAGES_DIR}${instead}.json`;
}

/**
 * The address of a page file whose name is well formed but names an address the site keeps for itself
 * ('pages/robots.txt.json' -> '/robots.txt', 'pages/admin/x.json' -> '/admin/x'), or undefined for any other
 * file. Such a page was made before those addresses were refused: it cannot be published where it is, and
 * the editor still lists, moves and deletes it, so that an author can clear it without a developer.
 */
export function reservedPageAddress(file: string): string | undefined {
  if (!file.startsWith(PAGES_DIR) || !file.endsWith('.json')) return undefined;
  const parts = partsOf(file);
  if (parts.length > 1 && parts.at(-1) === 'index') return undefined;
  if (!parts.every((part) => ROUTE_PART.test(part)) || siteOwnParts(parts) === undefined) return undefined;
  return `/${parts.join('/')}`;
}

/**
 * The route a page file stands for: the file path is the route. pages/a/b.json -> '/a/b',
 * pages/index.json -> '/', pages/not-found.json -> NOT_FOUND_ROUTE. Throws, naming the file and
 * the name to use, for a file that cannot be a route (see pageFileProblem).
 */
export function routeOfPageFile(file: string): string {
  const problem = pageFileProblem(file);
  if (problem) throw new Error(`${file} ${problem}`);
  if (file === HOME_PAGE_FILE) return '/';
  if (file === NOT_FOUND_PAGE_FILE) return NOT_FOUND_ROUTE;
  return `/${partsOf(file).join('/')}`;
}

/** The page file of a route, relative to the project root: '/product/x' -> pages/product/x.json. */
export function pageFileOfRoute(route: string): string {
  if (route === '/') return HOME_PAGE_FILE;
  if (route === NOT_FOUND_ROUTE) return NOT_FOUND_PAGE_FILE;
  return `${PAGES_DIR}${route.slice(1)}.json`;
}
