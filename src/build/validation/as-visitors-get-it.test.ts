import { describe, expect, it } from 'vitest';
import { resolveDocumentSiteReferences } from '../pages/document-site-references';
import { asVisitorsGetIt } from './as-visitors-get-it';
import { checkSiteReferences } from './check-site-references';
import { getValidator } from './create-validator';
import type { JsonDocument } from './load-json-with-positions';

const { layer } = getValidator();
const site = { companyName: 'R*D_Works [India]', contact: { email: 'sales@example.in' } };
const documentOf = (data: unknown): JsonDocument => ({
  file: 'pages/about.json',
  data,
  locate: () => ({ line: 1, column: 1 }),
});
const page = (title: string, paragraph: string) => ({
  title,
  blocks: [{ type: 'section', heading: 'About', headingLevel: 1, paragraphs: [paragraph] }],
});

describe('a document as visitors get it, and its reference problems', () => {
  it('is the same data, with no problem, when no string holds {{', () => {
    const document = documentOf(page('About us', 'We make **conveyors** in [Pune](/contact).'));
    const { document: resolved, problems } = asVisitorsGetIt(document, layer, 'page', site);
    expect(resolved.data).toBe(document.data);
    expect(problems).toEqual([]);
  });

  it('is what resolveDocumentSiteReferences and checkSiteReferences give when one does', () => {
    let reported = 0;
    for (const data of [
      page('About {{companyName}}', 'Write to {{contact.email}} or {{contact.phone}}.'),
      page('About us', 'We are **{{ companyName }}**.'),
      { title: 'x', list: [['{{nowhere}}']] },
    ]) {
      const document = documentOf(data);
      const { document: resolved, problems } = asVisitorsGetIt(document, layer, 'page', site);
      expect(resolved.data).toEqual(resolveDocumentSiteReferences(layer, 'page', data, site));
      expect(problems).toEqual(checkSiteReferences(document, site));
      reported += problems.length;
    }
    // {{contact.phone}} and {{nowhere}} name no value of site.json.
    expect(reported).toBe(2);
  });
});
