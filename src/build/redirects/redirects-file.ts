import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redirect } from '../../generated/schema-types.ts';
import { expectedSchemaPath } from '../validation/check-schema-path.ts';

/** The project's redirects, beside site.json; validated with the pages (schemas/redirects.schema.json). */
export const REDIRECTS_FILE = 'redirects.json';

/** One old address and the page it now leads to (always a permanent redirect, 301): schemas/redirects.schema.json. */
export type { Redirect } from '../../generated/schema-types.ts';

/** redirects.json as written: entries the schema refuses are kept as they are (validation reports them). */
export interface RedirectsDocument {
  $schema?: unknown;
  redirects: unknown[];
  [other: string]: unknown;
}

export const isRedirect = (value: unknown): value is Redirect =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Redirect).from === 'string' &&
  typeof (value as Redirect).to === 'string';

/** The project's redirects.json, or an empty one (with its `$schema`) when the project has none. */
export async function readRedirectsDocument(root: string): Promise<RedirectsDocument> {
  let text: string;
  try {
    text = await readFile(path.join(root, REDIRECTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { $schema: expectedSchemaPath(REDIRECTS_FILE, 'redirects.schema.json'), redirects: [] };
  }
  const data = JSON.parse(text) as Partial<RedirectsDocument>;
  return { ...data, redirects: Array.isArray(data.redirects) ? data.redirects : [] };
}

/** Every well-formed redirect of the project (none without redirects.json). */
export async function readRedirects(root: string): Promise<Redirect[]> {
  return (await readRedirectsDocument(root)).redirects.filter(isRedirect);
}

/** Writes redirects.json whole or not at all (a temporary file renamed over it), two-space indented. */
export async function writeRedirectsDocument(root: string, document: RedirectsDocument): Promise<void> {
  const file = path.join(root, REDIRECTS_FILE);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(document, null, 2)}\n`);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}
