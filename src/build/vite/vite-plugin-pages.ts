import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { collectionFileParts } from '../../collections/collections.ts';
import { deriveRouteTable } from '../pages/route-table.ts';
import { receivedPage } from '../pages/read-page.ts';
import { resolvePageImages, resolveSiteImages } from '../images/resolve-images.ts';
import { serveImageVariants } from '../images/serve-image-variants.ts';
import { forgetDefaultFillers, projectSchemasDir, siteWithDefaults } from '../validation/apply-schema-defaults.ts';

export const PAGES_MODULE_ID = 'virtual:pages';
export const SITE_MODULE_ID = 'virtual:site';
const RESOLVED_PAGES = `\0${PAGES_MODULE_ID}`;
const RESOLVED_SITE = `\0${SITE_MODULE_ID}`;
/** Where the collections' entries live (content/posts/x.json...), relative to the Vite root. */
const CONTENT_DIR = 'content';

export interface PagesPluginOptions {
  /** Folder of page files, relative to the Vite root. @default 'pages' */
  pagesDir?: string;
  /** The site-wide data file, relative to the Vite root. @default 'site.json' */
  siteFile?: string;
}

/**
 * The code of `virtual:pages`: the route table with one dynamic `import()` per page or entry file, so
 * every page's data is its own chunk, downloaded only when its route opens.
 */
export function pagesModuleCode(pagesDir: string, root: string): string {
  const entries = deriveRouteTable(pagesDir, root).map(({ route, file, blockTypes }) => {
    const importer = `() => import(${JSON.stringify(resolve(root, file))})`;
    return `  { route: ${JSON.stringify(route)}, file: ${JSON.stringify(file)}, blockTypes: ${JSON.stringify(blockTypes)}, load: ${importer} },`;
  });
  return `export const pageRoutes = [\n${entries.join('\n')}\n];\n`;
}

/** Exposes the route table (`virtual:pages`) and the site data (`virtual:site`) derived from the files. */
export function pagesPlugin(options: PagesPluginOptions = {}): Plugin {
  let pagesDir = '';
  let siteFile = '';
  let root = '';
  let schemasDir = '';
  let contentDir = '';
  /** The file's path from the root when it is a page or an entry file, else undefined. */
  const pageFileOf = (path: string): string | undefined => {
    if (!path.endsWith('.json')) return undefined;
    const file = relative(root, path).split(sep).join('/');
    if (path.startsWith(pagesDir)) return file;
    return collectionFileParts(file) ? file : undefined;
  };
  return {
    name: 'page-engine:pages',
    configResolved(config) {
      root = config.root;
      pagesDir = resolve(root, options.pagesDir ?? 'pages');
      siteFile = resolve(root, options.siteFile ?? 'site.json');
      schemasDir = projectSchemasDir(root);
      contentDir = resolve(root, CONTENT_DIR);
    },
    resolveId(id) {
      if (id === PAGES_MODULE_ID) return RESOLVED_PAGES;
      if (id === SITE_MODULE_ID) return RESOLVED_SITE;
      return undefined;
    },
    async load(id) {
      if (id === RESOLVED_PAGES) {
        // Re-derive when a page or entry file is added, removed or edited (its block types may change,
        // an entry may be published).
        this.addWatchFile(pagesDir);
        if (existsSync(contentDir)) this.addWatchFile(contentDir);
        return pagesModuleCode(pagesDir, root);
      }
      if (id === RESOLVED_SITE) {
        if (!existsSync(siteFile))
          throw new Error(`Site data not found: ${siteFile} (schema: schemas/site.schema.json).`);
        this.addWatchFile(siteFile);
        // Like pages, the site data reaches the bundle with its schema defaults filled in.
        const site = siteWithDefaults(JSON.parse(readFileSync(siteFile, 'utf8')), schemasDir);
        // Its logos and share image come with their sizes and renditions, like a page's images.
        const { data } = await resolveSiteImages(root, site);
        return `export default ${JSON.stringify(data)};\n`;
      }
      return undefined;
    },
    // Page files reach the bundle with their schema defaults filled in (so every block component gets
    // complete data, and AJV stays in Node) and {{site references}} replaced: the browser gets plain text.
    // An entry file (content/posts/x.json) becomes its page through its collection's template first, and
    // lists that query a collection are filled from the live entries (src/build/pages/read-page.ts).
    // Images are resolved last (src/build/images): sizes read from the files, renditions planned.
    // Every step works on the parsed copy; the author's file is never written.
    transform: {
      order: 'pre',
      async handler(code, id) {
        const file = pageFileOf(id.split('?')[0] ?? id);
        if (!file) return undefined;
        this.addWatchFile(siteFile);
        let page: unknown;
        try {
          page = JSON.parse(code);
        } catch {
          return undefined; // the validation plugin reports the syntax error with its line and column
        }
        const site: unknown = JSON.parse(readFileSync(siteFile, 'utf8'));
        // A query's list changes with any entry: rebuilt in watch mode when content/ changes.
        if (existsSync(contentDir)) this.addWatchFile(contentDir);
        const received = receivedPage(root, file, page, site);
        const { data } = await resolvePageImages(root, received);
        return { code: JSON.stringify(data), map: null };
      },
    },
    configureServer(server) {
      // `npm run dev`: the renditions the pages name, encoded on first request (then cached).
      server.middlewares.use(serveImageVariants(root));
      const refresh = (path: string) => {
        if (!pageFileOf(path)) return;
        // An entry also changes the pages whose lists query its collection: every page is filled in again.
        if (!path.startsWith(pagesDir)) server.moduleGraph.invalidateAll();
        const module = server.moduleGraph.getModuleById(RESOLVED_PAGES);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      // A schema's default may change: every page module must be filled in again.
      const schemaChanged = (path: string) => {
        if (!path.startsWith(schemasDir)) return;
        forgetDefaultFillers();
        server.moduleGraph.invalidateAll();
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.add([pagesDir, schemasDir, contentDir]);
      server.watcher.on('change', schemaChanged);
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
      server.watcher.on('change', refresh);
    },
  };
}
