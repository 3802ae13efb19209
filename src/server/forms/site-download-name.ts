import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** schemas/site.schema.json's default for `downloadFileName`. */
export const DEFAULT_DOWNLOAD_FILE_NAME = 'yourfile.pdf';

/** The name every brochure is saved under (site.json `downloadFileName`), as the browser forms use it. */
export function siteDownloadFileName(rootDir: string): string {
  const file = path.join(rootDir, 'site.json');
  if (!existsSync(file)) return DEFAULT_DOWNLOAD_FILE_NAME;
  const site = JSON.parse(readFileSync(file, 'utf8')) as { downloadFileName?: string };
  return site.downloadFileName || DEFAULT_DOWNLOAD_FILE_NAME;
}

/** Content-Disposition for a download saved as `fileName` (quotes and non-ASCII cannot go in the header). */
export function attachmentHeader(fileName: string): string {
  const safe = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${safe}"`;
}
