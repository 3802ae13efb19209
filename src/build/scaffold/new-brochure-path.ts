import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A list-item id from a route's last part: '/solutions/PalletizingDetails' -> 'palletizingdetails',
 * '/product/vacuum_grippers' -> 'vacuum-grippers' (ids and brochure names allow a-z, 0-9 and '-').
 */
export function slugOfRoute(route: string): string {
  const last = route.split('/').pop() ?? '';
  const slug = last
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'page';
}

/**
 * `/brochures/<slug>.pdf`, numbered when taken. Two products with the same brochure path share one
 * PDF (the generator merges them), and a designed PDF in public/brochures/ replaces the generated
 * one, so either would hand visitors another product's brochure.
 */
export function newBrochurePath(root: string, slug: string, taken: readonly string[]): string {
  const isFree = (candidate: string) => !taken.includes(candidate) && !existsSync(path.join(root, 'public', candidate));
  let candidate = `/brochures/${slug}.pdf`;
  for (let number = 2; !isFree(candidate); number += 1) candidate = `/brochures/${slug}-${number}.pdf`;
  return candidate;
}
