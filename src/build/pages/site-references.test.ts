import { describe, expect, it } from 'vitest';
import { findSiteReferences, lookupSiteValue, resolveSiteReferences, siteReferencePaths } from './site-references';

const site = {
  $schema: './schemas/site.schema.json',
  companyName: 'Acme Automation Pvt. Ltd.',
  contact: { email: 'sales@acme.in', phone: '+91 20 1234 5678' },
  social: [
    { network: 'linkedin', href: 'https://www.linkedin.com/company/acme' },
    { network: 'youtube', href: 'https://www.youtube.com/@acme' },
  ],
};

describe('site references', () => {
  it('looks up text values by path, list items by their network or index', () => {
    expect(lookupSiteValue(site, 'contact.email')).toBe('sales@acme.in');
    expect(lookupSiteValue(site, 'social.linkedin.href')).toBe('https://www.linkedin.com/company/acme');
    expect(lookupSiteValue(site, 'social.1.href')).toBe('https://www.youtube.com/@acme');
    expect(lookupSiteValue(site, 'contact')).toBeUndefined();
    expect(lookupSiteValue(site, 'contact.fax')).toBeUndefined();
    expect(lookupSiteValue(site, 'companyName.length')).toBeUndefined();
  });

  it('replaces every reference in every string of a page, and leaves unknown ones as written', () => {
    const page = {
      title: 'Policies',
      blocks: [
        {
          paragraphs: ['Write to {{contact.email}} or call {{ contact.phone }}.', 'Ask {{contact.fax}}.'],
          links: [{ label: '{{contact.email}}', href: 'mailto:{{contact.email}}' }],
          count: 3,
        },
      ],
    };
    expect(resolveSiteReferences(page, site)).toEqual({
      title: 'Policies',
      blocks: [
        {
          paragraphs: ['Write to sales@acme.in or call +91 20 1234 5678.', 'Ask {{contact.fax}}.'],
          links: [{ label: 'sales@acme.in', href: 'mailto:sales@acme.in' }],
          count: 3,
        },
      ],
    });
    expect(page.blocks[0]?.paragraphs[0]).toContain('{{contact.email}}'); // the input is not changed
  });

  it('finds each reference with the JSON pointer of its string', () => {
    const page = { blocks: [{ text: 'a {{contact.email}} b {{contact.fax}}' }], 'a/b': '{{companyName}}' };
    expect(findSiteReferences(page)).toEqual([
      { pointer: '/blocks/0/text', path: 'contact.email' },
      { pointer: '/blocks/0/text', path: 'contact.fax' },
      { pointer: '/a~1b', path: 'companyName' },
    ]);
  });

  it('lists the paths an author can use', () => {
    expect(siteReferencePaths(site)).toEqual([
      'companyName',
      'contact.email',
      'contact.phone',
      'social.linkedin.network',
      'social.linkedin.href',
      'social.youtube.network',
      'social.youtube.href',
    ]);
  });
});
