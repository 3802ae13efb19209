import type { ReceivedSite } from '../../generated/received-types';
import { authoredTestSite, receivedSite } from '../../../tests/blocks/test-site';

/** Site data with the spec's full navigation and footer, for the layout tests. */
export const layoutSite: ReceivedSite = receivedSite({
  ...authoredTestSite,
  nav: {
    links: [
      { label: 'Products', href: '/product' },
      { label: 'Solutions', href: '/solutions' },
      { label: 'Industries', href: '/industries' },
      { label: 'Careers', href: '/careers' },
    ],
    cta: { label: 'Contact Us', href: '/contact' },
    ctaHiddenAtOrBelowPx: 768,
  },
  footer: {
    links: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Privacy Policy', href: '/policies' },
      { label: 'Terms & Conditions', href: '/conditions' },
    ],
    copyright: '© 2026 Kinetiq Automation Pvt. Ltd. All rights reserved.',
  },
});
