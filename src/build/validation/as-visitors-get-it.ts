import { resolveDocumentSiteReferences } from '../pages/document-site-references.ts';
import type { DocumentRoot, SchemaLayer } from '../../schema/schema-layer.ts';
import { checkSiteReferences } from './check-site-references.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import type { Problem } from './problem.ts';

/** Whether any string value in `value` holds `{{`: without one a document has no site reference. */
function holdsBraces(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{{');
  if (Array.isArray(value)) return value.some(holdsBraces);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsBraces);
  return false;
}

/**
 * A document as visitors get it ({{site references}} replaced, resolveDocumentSiteReferences) with
 * the problems of its references (checkSiteReferences). Most files hold none: those are answered
 * from one look at their strings, the same data, instead of two walks through the schema and a copy
 * (about 0.1 s for a thousand entries). Validation never changes the data it reads.
 */
export function asVisitorsGetIt<T extends JsonDocument>(
  document: T,
  layer: SchemaLayer,
  root: DocumentRoot,
  site: unknown,
): { document: T; problems: Problem[] } {
  if (!holdsBraces(document.data)) return { document, problems: [] };
  return {
    document: { ...document, data: resolveDocumentSiteReferences(layer, root, document.data, site) },
    problems: checkSiteReferences(document, site),
  };
}
