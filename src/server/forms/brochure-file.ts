import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** schemas/api/brochure-lead.schema.json's pattern for `brochure`: a PDF directly under /brochures/. */
const BROCHURE_PATH = /^\/brochures\/[a-z0-9-]+\.pdf$/;

/** The file on disk for a brochure path the site links to, or null when there is no such brochure. */
export function brochureFile(distDir: string, brochure: unknown): string | null {
  if (typeof brochure !== 'string' || !BROCHURE_PATH.test(brochure)) return null;
  const file = path.join(distDir, brochure);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}
