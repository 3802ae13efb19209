import type { SiteReference } from '../server-api/types';
import type { Json } from '../document/json-pointer';

/**
 * Replaces `{{contact.email}}` and the like with their site.json values, as the build does for
 * visitors. A token the list does not know stays as written (validation reports it).
 */
export function resolveReferences(value: Json, references: readonly SiteReference[]): Json {
  if (references.length === 0) return value;
  const byToken = new Map(references.map((reference) => [reference.token.replace(/\s+/g, ''), reference.value]));
  const walk = (node: Json): Json => {
    if (typeof node === 'string') {
      return node.includes('{{')
        ? node.replace(/\{\{\s*[A-Za-z0-9_.-]+\s*\}\}/g, (token) => byToken.get(token.replace(/\s+/g, '')) ?? token)
        : node;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  return walk(value);
}
