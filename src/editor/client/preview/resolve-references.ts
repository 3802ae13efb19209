import { replaceSiteReferences } from '../../../browser/app/site-references';
import { escapePlainText } from '../../../rich-text/escape-plain-text';
import type { SiteReference } from '../server-api/types';
import type { Json } from '../document/json-pointer';

/**
 * Replaces `{{contact.email}}` and the like with their site.json values, as the build does for
 * visitors (the same module), from the list the editor's server sends. In a rich text (`rich`) a
 * value goes in as plain text, escaped by the build's own escapePlainText
 * (src/build/pages/document-site-references.ts), so a company name such as `R*D_Works [India]` shows
 * as written in the preview and on the site alike, never as italics or a link.
 */
export function resolveReferences(value: Json, references: readonly SiteReference[], rich = false): Json {
  if (references.length === 0) return value;
  // The server sends each token as `{{path}}`.
  const byPath = new Map(references.map((reference) => [reference.token.slice(2, -2).trim(), reference.value]));
  return replaceSiteReferences(value, (path) => {
    const text = byPath.get(path);
    return rich && text !== undefined ? escapePlainText(text) : text;
  });
}
