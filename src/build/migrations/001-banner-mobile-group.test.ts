import { describe, expect, it } from 'vitest';
import { bannerMobileGroup } from './001-banner-mobile-group';

const desktop = { src: '/images/banners/about.svg', alt: 'Warehouse aisle', width: 1600, height: 500 };
const phone = { src: '/images/banners/about-mobile.svg', alt: 'Warehouse aisle', width: 800, height: 600 };
const section = { type: 'section', heading: 'History', paragraphs: ['Since 2003.'] };

const pageWith = (...blocks: unknown[]) => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 1,
  route: '/about',
  blocks,
});
const bannerOf = (page: Record<string, unknown>) => (page.blocks as Record<string, unknown>[])[0];

describe('migration 1 -> 2: banner mobile fields grouped', () => {
  it('moves a mobile image and its breakpoint into `mobile`, where mobileImage was', () => {
    const page = pageWith({
      type: 'banner',
      heading: 'About Us',
      image: desktop,
      mobileImage: phone,
      mobileBreakpointPx: 640,
      cta: { label: 'Contact', href: '/contact' },
    });
    const banner = bannerOf(bannerMobileGroup.migrate(page));
    expect(banner).toEqual({
      type: 'banner',
      heading: 'About Us',
      image: desktop,
      mobile: { image: phone, breakpointPx: 640 },
      cta: { label: 'Contact', href: '/contact' },
    });
    expect(Object.keys(banner!)).toEqual(['type', 'heading', 'image', 'mobile', 'cta']);
  });

  it('leaves the breakpoint out when the page relied on the default', () => {
    const page = pageWith({ type: 'banner', heading: 'About Us', image: desktop, mobileImage: phone });
    expect(bannerOf(bannerMobileGroup.migrate(page))?.mobile).toEqual({ image: phone });
  });

  it('drops a breakpoint without a mobile image: it switched nothing, so the page looks the same', () => {
    const page = pageWith({ type: 'banner', heading: 'About Us', image: desktop, mobileBreakpointPx: 640 });
    expect(bannerOf(bannerMobileGroup.migrate(page))).toEqual({ type: 'banner', heading: 'About Us', image: desktop });
    expect(bannerMobileGroup.summary).toMatch(/mobileBreakpointPx without a mobileImage .* removed/);
  });

  it('leaves banners without mobile fields and every other block as they are', () => {
    const plain = { type: 'banner', heading: 'About Us', image: desktop };
    // A section cannot have these fields; if one did, it is not this migration's business.
    const other = { ...section, mobileImage: phone };
    const migrated = bannerMobileGroup.migrate(pageWith(plain, other));
    expect(migrated.blocks).toEqual([plain, other]);
  });

  it('does not change the page it is given', () => {
    const page = pageWith({ type: 'banner', heading: 'About Us', image: desktop, mobileImage: phone }, section);
    const before = structuredClone(page);
    bannerMobileGroup.migrate(page);
    expect(page).toEqual(before);
  });
});
