import { describe, expect, it } from 'vitest';
import { breadcrumbLd } from './breadcrumb-ld';

const site = { baseUrl: 'https://www.example.in' };
const titles = new Map([
  ['/careers', 'Careers'],
  ['/careers/current-openings', 'Current Openings'],
  ['/careers/current-openings/plc-engineer', 'PLC Commissioning Engineer'],
  ['/product/smart-robotic-details', 'Smart Robotic Solutions'],
]);

describe('breadcrumbLd', () => {
  it('leads from Home through each parent page to the page, with absolute addresses', () => {
    expect(breadcrumbLd('/careers/current-openings/plc-engineer', titles, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.in/' },
        { '@type': 'ListItem', position: 2, name: 'Careers', item: 'https://www.example.in/careers' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Current Openings',
          item: 'https://www.example.in/careers/current-openings',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'PLC Commissioning Engineer',
          item: 'https://www.example.in/careers/current-openings/plc-engineer',
        },
      ],
    });
  });

  it('skips a folder that has no page of its own', () => {
    const names = breadcrumbLd('/product/smart-robotic-details', titles, site)?.itemListElement;
    expect(Array.isArray(names) && names.map((item) => (item as { name: string }).name)).toEqual([
      'Home',
      'Smart Robotic Solutions',
    ]);
  });

  it('gives the home page and top-level pages no trail', () => {
    expect(breadcrumbLd('/', titles, site)).toBeUndefined();
    expect(breadcrumbLd('/careers', titles, site)).toBeUndefined();
  });
});
