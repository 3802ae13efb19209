import { replaceSiteReferences } from '../../../browser/app/site-references';
import type { SiteReference } from '../server-api/types';
import type { Json } from '../document/json-pointer';

/**
 * Replaces `{{contact.email}}` and the like with their site.json values, as the build does for
 * visitors (the same module), from the list the editor's server sends.
 */
export function resolveReferences(value: Json, references: readonly SiteReference[]): Json {
  if (references.length === 0) return value;
  // The server sends each token as `{{path}}`.
  const byPath = new Map(references.map((reference) => [reference.token.slice(2, -2).trim(), reference.value]));
  return replaceSiteReferences(value, (path) => byPath.get(path));
}
