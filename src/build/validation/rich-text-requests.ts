import { mayHoldMarkup } from '../../rich-text/may-hold-markup.ts';
import type { DocumentRoot, SchemaLayer } from '../../schema/schema-layer.ts';
import type { RichTextRequest } from './rich-text-chunks.ts';
import { forEachRichText } from './rich-text-fields.ts';

/**
 * The rich texts checkRichText will read in these documents (data as written), leaving out those it
 * does not parse (mayHoldMarkup): what validation can parse ahead, in worker threads.
 */
export function richTextRequests(
  documents: readonly { data: unknown; root: DocumentRoot }[],
  layer: SchemaLayer,
): RichTextRequest[] {
  const requests: RichTextRequest[] = [];
  for (const { data, root } of documents) {
    forEachRichText(layer, root, data, (text, _pointer, options) => {
      if (mayHoldMarkup(text)) requests.push({ text, options });
    });
  }
  return requests;
}
