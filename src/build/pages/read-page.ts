import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedPage } from '../../generated/received-types.ts';
import { pageWithDefaults, projectSchemasDir } from '../validation/apply-schema-defaults.ts';
import { resolveSiteReferences } from './site-references.ts';

/** The project's site.json, parsed (not validated). */
export function readSiteFile(root: string): unknown {
  return JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8'));
}

/**
 * A page file as visitors get it: parsed, with its schema defaults filled in and its {{site references}}
 * replaced by site.json's values, as vite-plugin-pages.ts does. For build scripts and tests that read
 * pages from disk instead of through Vite.
 */
export function readPage(root: string, file: string, site: unknown = readSiteFile(root)): ReceivedPage {
  const data = JSON.parse(readFileSync(path.resolve(root, file), 'utf8')) as unknown;
  return resolveSiteReferences(pageWithDefaults(data, projectSchemasDir(root)), site);
}
