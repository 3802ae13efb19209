import { readPage, readSiteFile } from '../pages/read-page';
import path from 'node:path';
import { deriveRouteTable } from '../pages/route-table';
import type { Page } from '../../generated/schema-types';
import type { BlockOf } from '../../browser/blocks/block-types';

export type BrochureProduct = BlockOf<'downloadList'>['items'][number];

/** A page that offers a brochure. */
export interface BrochurePage {
  title: string;
  route: string;
}

/** Everything one brochure PDF is made from. */
export interface BrochureSource {
  /** The brochure's public path, e.g. '/brochures/turn-tables.pdf'. */
  brochure: string;
  /** The product as written on the first page (in route order) that offers this brochure. */
  product: BrochureProduct;
  /** Every page offering this brochure, in route order. */
  pages: BrochurePage[];
}

/**
 * Collects every downloadList item across pages/, one entry per brochure path. When several pages
 * offer the same brochure (EHM on the IIoT page and on the software page), the first page in
 * route order supplies the text, a demo link is taken from whichever item has one, and every
 * page is listed on the brochure.
 */
export function collectBrochures(root: string): BrochureSource[] {
  const byPath = new Map<string, BrochureSource>();
  const site = readSiteFile(root);
  for (const entry of deriveRouteTable(path.join(root, 'pages'), root)) {
    const page = readPage(root, entry.file, site);
    for (const block of page.blocks) {
      if (block.type !== 'downloadList') continue;
      for (const product of block.items) {
        const known = byPath.get(product.brochure);
        if (!known) {
          byPath.set(product.brochure, { brochure: product.brochure, product, pages: [pageRef(page, entry.route)] });
          continue;
        }
        if (!known.pages.some((ref) => ref.route === entry.route)) known.pages.push(pageRef(page, entry.route));
        if (!known.product.demo && product.demo) known.product = { ...known.product, demo: product.demo };
      }
    }
  }
  return [...byPath.values()];
}

function pageRef(page: Page, route: string): BrochurePage {
  return { title: page.title, route };
}
