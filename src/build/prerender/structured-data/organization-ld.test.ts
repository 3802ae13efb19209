import { describe, expect, it } from 'vitest';
import { authoredTestSite } from '../../../../tests/blocks/test-site';
import { organizationLd } from './organization-ld';

describe('organizationLd', () => {
  const data = organizationLd(authoredTestSite);

  it('names the company with its address, logo and profiles, all absolute', () => {
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kinetiq Automation Pvt. Ltd.',
      url: 'https://www.example.in/',
      logo: 'https://www.example.in/images/logo/logo-wide.svg',
      email: 'sales@kinetiq.example.in',
      telephone: '+91 20 4567 8900',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Plot 14, MIDC Bhosari',
        addressLocality: 'Pune',
        addressRegion: 'Maharashtra',
        postalCode: '411026',
        addressCountry: 'IN',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+91 20 4567 8900',
        email: 'sales@kinetiq.example.in',
        contactType: 'sales',
        areaServed: 'IN',
      },
      sameAs: ['https://www.linkedin.com/company/kinetiq-automation', 'https://www.youtube.com/@kinetiq-automation'],
    });
  });

  it('adds the founding date when site.json has one', () => {
    expect(organizationLd({ ...authoredTestSite, foundingDate: '2022-12' })).toMatchObject({ foundingDate: '2022-12' });
  });
});
