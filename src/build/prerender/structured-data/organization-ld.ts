import type { Organization, WithContext } from 'schema-dts';
import type { Site } from '../../../generated/schema-types';
import { countryCode } from './country-code';

/** The company as search engines show it in the knowledge panel: on the home page only. */
export function organizationLd(site: Site): WithContext<Organization> {
  const { contact } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}${site.logo.wide.src}`,
    ...(site.foundingDate && { foundingDate: site.foundingDate }),
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: countryCode(contact.address.country),
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: contact.phone,
      email: contact.email,
      contactType: 'sales',
      areaServed: 'IN',
    },
    sameAs: site.social.map((profile) => profile.href),
  };
}
