import path from 'node:path';
import type { PageEntry } from '../../browser/app/page-entry';
import type { BlockType } from '../../browser/blocks/block-types';
import type { ReceivedSite } from '../../generated/received-types';
import { resolvePageImages, resolveSiteImages } from '../../build/images/resolve-images';
import { readPage, readSiteFile } from '../../build/pages/read-page';
import { deriveRouteTable, type RouteTableEntry } from '../../build/pages/route-table';
import { projectSchemasDir, siteWithDefaults } from '../../build/validation/apply-schema-defaults';

/**
 * The route table of a project folder as `virtual:pages` gives it to the renderer, but read now: each
 * page's data is transformed in Node exactly as vite-plugin-pages.ts transforms it for the bundle
 * (schema defaults, {{site references}}, then images), when the renderer loads that page.
 */
export function runtimePageEntries(root: string, routes: readonly RouteTableEntry[]): PageEntry[] {
  return routes.map(({ route, file, blockTypes }) => ({
    route,
    file,
    blockTypes: blockTypes as BlockType[],
    load: async () => ({ default: (await resolvePageImages(root, readPage(root, file))).data }),
  }));
}

/** The routes of a project folder, from its pages/. */
export function projectRoutes(root: string): RouteTableEntry[] {
  return deriveRouteTable(path.join(root, 'pages'), root);
}

/** site.json as `virtual:site` provides it: schema defaults filled in, logos and share image resolved. */
export async function runtimeSite(root: string): Promise<ReceivedSite> {
  const site = siteWithDefaults(readSiteFile(root), projectSchemasDir(root));
  return (await resolveSiteImages(root, site)).data;
}
