import { escapePlainText } from '../../rich-text/escape-plain-text.ts';
import { escapePointerToken } from '../../schema/json-pointer.ts';
import type { DocumentRoot, SchemaLayer } from '../../schema/schema-layer.ts';
import { forEachRichText } from '../validation/rich-text-fields.ts';
import { lookupSiteValue, replaceSiteReferences } from '../../browser/app/site-references.ts';

/**
 * A page, site.json or entry with its `{{site references}}` replaced as visitors get it. In a rich
 * text a site value counts as plain text: it is escaped before it goes in (escapePlainText), so a
 * company name such as `R*D_Works [India]` reads as written instead of turning into italics or a
 * link, and the markup the author wrote (whose positions validation reports, in the file) is the
 * markup that is rendered. Elsewhere values go in as they are.
 */
export function resolveDocumentSiteReferences<T>(layer: SchemaLayer, root: DocumentRoot, data: T, site: unknown): T {
  const richTexts = new Set<string>();
  forEachRichText(layer, root, data, (text, pointer) => {
    if (text.includes('{{')) richTexts.add(pointer);
  });
  if (richTexts.size === 0) return replaceSiteReferences(data, (path) => lookupSiteValue(site, path));
  const resolve = (value: unknown, pointer: string): unknown => {
    if (typeof value === 'string') {
      const rich = richTexts.has(pointer);
      return replaceSiteReferences(value, (path) => {
        const text = lookupSiteValue(site, path);
        return rich && text !== undefined ? escapePlainText(text) : text;
      });
    }
    if (Array.isArray(value)) return value.map((item, index) => resolve(item, `${pointer}/${index}`));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => [key, resolve(child, `${pointer}/${escapePointerToken(key)}`)]),
      );
    }
    return value;
  };
  return resolve(data, '') as T;
}
