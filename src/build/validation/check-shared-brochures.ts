import { catalogue } from './catalogue/index.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import type { SchemaLayer } from '../../schema/schema-layer.ts';
import { authorFieldName } from './field-title.ts';
import { problemsFor, type Problem } from './problem.ts';
import { forEachObject } from './walk-json.ts';

interface Offer {
  page: JsonDocument;
  pointer: string;
  /** The product's id (or title): one product shown on its own page and on a listing is one offer. */
  product: string;
}

/**
 * Each brochure file is offered by one product: the PDF is generated from that product's item, so
 * a second item offering the same file hands out the first product's brochure (most often a
 * product page copied and not yet changed). The same product (same id) on its own page and on a
 * listing is one product. A warning on every offer, naming the other products' items.
 */
export function checkSharedBrochures(pages: readonly JsonDocument[], layer: SchemaLayer): Problem[] {
  const offersByBrochure = new Map<string, Offer[]>();
  for (const page of pages) {
    forEachObject(page.data, (object, pointer) => {
      if (typeof object.brochure !== 'string') return;
      const offers = offersByBrochure.get(object.brochure) ?? [];
      const product = String(object.id ?? object.title ?? pointer);
      offersByBrochure.set(object.brochure, [...offers, { page, pointer: `${pointer}/brochure`, product }]);
    });
  }
  const problems: Problem[] = [];
  for (const [brochure, offers] of offersByBrochure) {
    for (const offer of offers) {
      const others = offers
        .filter((other) => other.product !== offer.product)
        .map((other) => {
          const item = other.pointer.replace(/\/brochure$/, '');
          return `${other.page.file} (${authorFieldName(layer, 'page', other.page.data, item) ?? item})`;
        })
        .join(', ');
      if (others === '') continue;
      problems.push(
        problemsFor(offer.page.file, offer.page.locate)(catalogue.sharedBrochure, offer.pointer, { brochure, others }),
      );
    }
  }
  return problems;
}
