import { mayHoldMarkup } from '../../rich-text/may-hold-markup.ts';
import type { DocumentRoot, SchemaLayer } from '../../schema/schema-layer.ts';
import type { RichTextRequest } from './rich-text-chunks.ts';
import { forEachRichText, type RichTextFieldsOf } from './rich-text-fields.ts';

/**
 * The rich texts checkRichText will read in these documents (data as written), leaving out those it
 * does not parse (mayHoldMarkup): what validation can parse ahead, in worker threads. `fieldsOf`
 * finds each document's rich texts (default: forEachRichText).
 */
export function richTextRequests(
  documents: readonly { data: unknown; root: DocumentRoot }[],
  layer: SchemaLayer,
  fieldsOf?: RichTextFieldsOf,
): RichTextRequest[] {
  const requests: RichTextRequest[] = [];
  for (const { data, root } of documents) {
    const visit = (text: string, options: RichTextRequest['options']) => {
      if (mayHoldMarkup(text)) requests.push({ text, options });
    };
    if (fieldsOf) for (const { text, options } of fieldsOf(root, data)) visit(text, options);
    else forEachRichText(layer, root, data, (text, _pointer, options) => visit(text, options));
  }
  return requests;
}
