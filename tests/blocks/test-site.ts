import { siteWithDefaults } from '../../src/build/validation/apply-schema-defaults';
import type { ReceivedSite } from '../../src/generated/received-types';
import type { Site } from '../../src/generated/schema-types';

/** Site data as an author writes it, with the spec's values (API base '/api/', file name 'yourfile.pdf'). */
export const authoredTestSite: Site = {
  $schema: './schemas/site.schema.json',
  companyName: 'Kinetiq Automation Pvt. Ltd.',
  baseUrl: 'https://www.example.in',
  shareImage: { src: '/images/share/default.svg', alt: 'Robotic palletizing cell', width: 1200, height: 630 },
  logo: {
    wide: { src: '/images/logo/logo-wide.svg', alt: 'Kinetiq Automation home', width: 220, height: 48 },
    compact: { src: '/images/logo/logo-compact.svg', alt: 'Kinetiq Automation home', width: 48, height: 48 },
  },
  nav: { links: [{ label: 'Products', href: '/product' }], cta: { label: 'Contact Us', href: '/contact' } },
  footer: { links: [{ label: 'Home', href: '/' }], copyright: '© 2026 Kinetiq Automation Pvt. Ltd.' },
  contact: {
    phone: '+91 20 4567 8900',
    email: 'sales@kinetiq.example.in',
    careersEmail: 'careers@kinetiq.example.in',
    address: {
      street: 'Plot 14, MIDC Bhosari',
      city: 'Pune',
      region: 'Maharashtra',
      postalCode: '411026',
      country: 'India',
    },
  },
  social: [
    { network: 'linkedin', href: 'https://www.linkedin.com/company/kinetiq-automation' },
    { network: 'youtube', href: 'https://www.youtube.com/@kinetiq-automation' },
  ],
  apiBase: '/api/',
  downloadFileName: 'yourfile.pdf',
};

/** Site data as the app receives it: schema defaults filled in, as the build does. */
export function receivedSite(site: Site): ReceivedSite {
  return siteWithDefaults(site);
}

/** The site data as block tests' components receive it. */
export const testSite: ReceivedSite = receivedSite(authoredTestSite);
