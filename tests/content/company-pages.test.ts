// The company pages and site data, checked against the spec's structure, counts, links and texts
// (section 2 of the spec; issue 4). These tests read the JSON, not the rendered DOM.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BlockOf, BlockType } from '../../src/browser/blocks/block-types';
import { readPage } from '../../src/build/pages/read-page';
import type { Image, Link, Page, Site } from '../../src/generated/schema-types';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readJson = <T>(path: string): T => JSON.parse(readFileSync(root + path, 'utf8')) as T;

const companyPageFiles = [
  'index.json',
  'homeabout.json',
  'about.json',
  'customer.json',
  'industries.json',
  'contact.json',
  'careers.json',
  'careers/current-openings.json',
  'blogs.json',
  'policies.json',
  'conditions.json',
  'not-found.json',
] as const;
type CompanyPageFile = (typeof companyPageFiles)[number];

const site = readJson<Site>('site.json');
/** A page as visitors get it, with its {{site references}} filled in from site.json. */
const page = (file: CompanyPageFile): Page => readPage(root, `pages/${file}`, site);

function blocksOf<T extends BlockType>(p: Page, type: T): BlockOf<T>[] {
  return p.blocks.filter((block): block is BlockOf<T> => block.type === type);
}

function blockWithHeading<T extends BlockType>(p: Page, type: T, heading: string): BlockOf<T> {
  const found = blocksOf(p, type).find((block) => 'heading' in block && block.heading === heading);
  if (!found) throw new Error(`${p.route}: no ${type} block headed '${heading}'`);
  return found;
}

/** Every value in a JSON tree that looks like an image (an object with src under /images/). */
function imagesIn(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.src === 'string' && record.src.startsWith('/images/') ? [record as unknown as Image] : [];
  return [...own, ...Object.values(record).flatMap(imagesIn)];
}

/** Width, height and viewBox from the root <svg> element of a file under public/. */
function svgSize(src: string): { width: number; height: number; viewBox: string | undefined } {
  const text = readFileSync(`${root}public${src}`, 'utf8');
  const rootTag = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(rootTag)?.[1];
  return { width: Number(attribute('width')), height: Number(attribute('height')), viewBox: attribute('viewBox') };
}

/** Width and height of a JPEG (from its SOF segment) or PNG (from IHDR) under public/. */
function rasterSize(src: string): { width: number; height: number } {
  const bytes = readFileSync(`${root}public${src}`);
  if (bytes.toString('latin1', 1, 4) === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let offset = 2; offset < bytes.length; offset += 2 + bytes.readUInt16BE(offset + 2)) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
  }
  throw new Error(`${src}: no JPEG frame header`);
}

const isRaster = (src: string) => /\.(png|jpe?g)$/.test(src);

const cardLinks = (grid: BlockOf<'cardGrid'>) => grid.cards.map((card) => [card.title, card.link?.href]);

describe('home page', () => {
  const home = page('index.json');

  it('opens with a four-slide hero carousel carrying the spec headlines and a visually hidden h1', () => {
    const [hero] = blocksOf(home, 'heroCarousel');
    expect(home.blocks[0]?.type).toBe('heroCarousel');
    expect(hero?.heading).toMatch(/robotics/i);
    expect(hero?.slides.map((slide) => slide.headline)).toEqual([
      'Tailored Solutions for Ever-Changing Needs',
      'Data-Driven Excellence for Goal-Oriented Success',
      'Future-Proofing Through Green Energy Innovation',
      'Leading the Way in Sustainable Energy',
    ]);
  });

  it('shows the company claims in We Are: 233+ customers, 103+ repeat, since 2003, founded December 2022', () => {
    const weAre = blockWithHeading(home, 'section', 'We Are');
    const text = weAre.paragraphs?.join(' ') ?? '';
    for (const claim of ['233', '103', '2003', 'December 2022']) expect(text).toContain(claim);
    const stats = blocksOf(home, 'stats')[0]?.items.map((item) => item.value);
    expect(stats).toEqual(expect.arrayContaining(['233+', '103+']));
  });

  it('links We Offer to /solutions with Read More', () => {
    expect(blockWithHeading(home, 'section', 'We Offer').links).toContainEqual(
      expect.objectContaining({ label: 'Read More', href: '/solutions' }),
    );
  });

  it('links the product cards as the spec says, IIOT and Analytics included, and See All to /product', () => {
    const products = blockWithHeading(home, 'cardGrid', 'Our Products');
    expect(cardLinks(products)).toEqual([
      ['Smart Robotic', '/product/smart-robotic-details'],
      ['Material Management', '/product/material-mangement-details'],
      ['Truck Loading', '/product/truck-loading-details'],
      ['IIOT and Analytics', '/product/truck-loading-details'],
    ]);
    expect(products.seeAll?.href).toBe('/product');
  });

  it('links the solution cards as the spec says, marking Pick & Place as the one intentional dead link', () => {
    const solutions = blockWithHeading(home, 'cardGrid', 'Our Solutions');
    expect(cardLinks(solutions)).toEqual([
      ['Palletizing', '/solutions/PalletizingDetails'],
      ['Pick & Place', '/solutions/PickPlaceDetails'],
      ['Packaging', '/solutions/PackagingDetails'],
      ['Truck Loading', '/solutions/TruckDetails'],
    ]);
    expect(solutions.cards.map((card) => card.link?.intentionalDeadLink ?? false)).toEqual([false, true, false, false]);
    expect(solutions.seeAll?.href).toBe('/product');
  });

  it('serves Automotive, Chemical, Rubber and Electronics, with See All to /industries', () => {
    const weServe = blockWithHeading(home, 'cardGrid', 'We Serve');
    expect(weServe.cards.map((card) => card.title)).toEqual(['Automotive', 'Chemical', 'Rubber', 'Electronics']);
    expect(weServe.seeAll?.href).toBe('/industries');
  });

  it('has a Customer Services section', () => {
    expect(blockWithHeading(home, 'section', 'Customer Services').paragraphs?.length).toBeGreaterThan(0);
  });

  it('shows three news items with numeric ids, date labels and external Read More links in a new tab', () => {
    const news = blockWithHeading(home, 'newsCarousel', 'Latest News');
    expect(news.items).toHaveLength(3);
    expect(new Set(news.items.map((item) => item.id)).size).toBe(3);
    for (const item of news.items) {
      expect(Number.isInteger(item.id)).toBe(true);
      expect(item.date).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
      expect(item.link).toMatchObject({ label: 'Read More', newTab: true });
      expect(item.link.href).toMatch(/^https:\/\//);
      expect(item.link.ariaLabel).toBeTruthy();
    }
  });
});

describe('homeabout page', () => {
  it('shows the We Are content on its own, with its heading as the page h1', () => {
    const homeabout = page('homeabout.json');
    expect(homeabout.route).toBe('/homeabout');
    const weAre = blockWithHeading(homeabout, 'section', 'We Are');
    expect(weAre.headingLevel).toBe(1);
    expect(weAre.paragraphs).toEqual(blockWithHeading(page('index.json'), 'section', 'We Are').paragraphs);
  });
});

describe('about page', () => {
  const about = page('about.json');

  it('has History, Our Roots, Mission and Vision after the banner', () => {
    expect(about.blocks[0]?.type).toBe('banner');
    const headings = blocksOf(about, 'section').map((section) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(['History', 'Our Roots', 'Mission', 'Vision', 'Our Values']));
  });

  it('lists the six values by name, in order', () => {
    const [values] = blocksOf(about, 'cardGrid');
    expect(values?.cards.map((card) => card.title)).toEqual([
      'Agility',
      'Innovation',
      'Respect',
      'People',
      'Customer Centricity',
      'Integrity',
    ]);
  });

  it('puts external social links that open in a new tab in the Values section', () => {
    const links = blockWithHeading(about, 'section', 'Our Values').links ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatchObject({ href: expect.stringMatching(/^https:\/\//), newTab: true });
  });
});

describe('customer page', () => {
  const customer = page('customer.json');

  it('shows Our Pride with 233+ customers and 103+ repeat customers', () => {
    const values = blockWithHeading(customer, 'stats', 'Our Pride').items.map((item) => item.value);
    expect(values).toEqual(expect.arrayContaining(['233+', '103+']));
  });

  it('rotates at least eight clearly placeholder logos, four at a time every 5000 ms', () => {
    const [strip] = blocksOf(customer, 'logoStrip');
    expect(strip).toMatchObject({ visibleCount: 4, intervalMs: 5000 });
    expect(strip?.logos.length).toBeGreaterThanOrEqual(8);
    for (const logo of strip?.logos ?? []) expect(logo.alt).toMatch(/^Customer logo placeholder \d+$/);
  });

  it('has a review carousel of four or five reviews', () => {
    const [reviews] = blocksOf(customer, 'reviewCarousel');
    expect(reviews?.reviews.length).toBeGreaterThanOrEqual(4);
    expect(reviews?.reviews.length).toBeLessThanOrEqual(5);
  });
});

describe('industries page', () => {
  const industries = page('industries.json');

  it('has a banner that switches to a mobile image at 500 px or less', () => {
    const [banner] = blocksOf(industries, 'banner');
    expect(banner?.mobile?.image).toBeDefined();
    expect(banner?.mobile?.breakpointPx ?? 500).toBe(500);
  });

  it('lists the ten industries in the spec order, each with benefit bullets', () => {
    const [list] = blocksOf(industries, 'benefitList');
    expect(list?.items.map((item) => item.heading)).toEqual([
      'Automotive',
      'Pharma Industry',
      'Chemical',
      'Beverage',
      'Rubber',
      'Milk & Dairy Products',
      'Sugar & Confectionery',
      'Electronics',
      'Oil',
      'Bottling',
    ]);
    for (const item of list?.items ?? []) expect(item.bullets?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('contact page', () => {
  const contact = page('contact.json');

  it('has the contact form with Send, a Query popup and a 100 px message box', () => {
    expect(blocksOf(contact, 'form')[0]).toMatchObject({
      variant: 'contact',
      submitLabel: 'Send',
      successTitle: 'Query',
      messageHeightPx: 100,
    });
  });

  it('shows contact details with social icons and the Google map titled Find Us on Google Map', () => {
    expect(blocksOf(contact, 'contactDetails')[0]?.showSocial).toBe(true);
    const map = blockWithHeading(contact, 'mapEmbed', 'Find Us on Google Map');
    expect(map.src).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
  });
});

describe('careers pages', () => {
  it('offers three career paths, each linking to current openings', () => {
    const careers = page('careers.json');
    expect(blocksOf(careers, 'section')[0]?.heading).toMatch(/^Working at /);
    const [paths] = blocksOf(careers, 'cardGrid');
    expect(cardLinks(paths!)).toEqual([
      ['Experienced Professionals', '/careers/current-openings'],
      ['Trainee', '/careers/current-openings'],
      ['Students/Internships', '/careers/current-openings'],
    ]);
  });

  it('says there are no openings, that CVs are kept, and links to the careers address by e-mail', () => {
    const openings = page('careers/current-openings.json');
    const [notice] = blocksOf(openings, 'notice');
    expect(notice?.heading).toMatch(/no openings/i);
    expect(notice?.paragraphs?.join(' ')).toMatch(/CV/);
    expect(notice?.link?.href).toBe(`mailto:${site.contact.careersEmail}`);
  });
});

describe('blogs page', () => {
  it('is titled Updated Blogs and shows six blog cards with every blog field', () => {
    const blogs = page('blogs.json');
    expect(blocksOf(blogs, 'banner')[0]?.heading).toBe('Updated Blogs');
    const [grid] = blocksOf(blogs, 'cardGrid');
    expect(grid?.variant).toBe('blog');
    expect(grid?.cards).toHaveLength(6);
    for (const card of grid?.cards ?? []) {
      expect(card).toMatchObject({
        image: expect.any(Object),
        eyebrow: expect.any(String),
        text: expect.any(String),
        dateBadge: { day: expect.any(Number), month: expect.any(String) },
      });
      expect(card.meta).toHaveLength(2);
    }
  });
});

describe('legal pages', () => {
  const sectionHeadings = (p: Page) => blocksOf(p, 'section').map((section) => section.heading);

  it('has every Privacy Policy section the spec lists, in order', () => {
    const policies = page('policies.json');
    expect(sectionHeadings(policies)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Disclosure of your Information',
      'Your Choices',
      'Security',
      'Changes',
      'Contact Us',
    ]);
    const choices = blockWithHeading(policies, 'section', 'Your Choices').bullets?.join(' ') ?? '';
    for (const right of ['Access', 'Correction', 'Deletion', 'Opt-out']) expect(choices).toContain(right);
  });

  it('has every Terms & Conditions section the spec lists, with Indian law and no crawling or framing', () => {
    const conditions = page('conditions.json');
    expect(sectionHeadings(conditions)).toEqual([
      'Acceptance',
      'Change of Terms',
      'Use of Websites',
      'Privacy Policy',
      'Intellectual Property',
      'Third-Party Links',
      'Disclaimer',
      'Limitation of Liability',
      'Governing Law',
      'Contact',
    ]);
    expect(blockWithHeading(conditions, 'section', 'Governing Law').paragraphs?.join(' ')).toMatch(/laws of India/);
    const ip = blockWithHeading(conditions, 'section', 'Intellectual Property').paragraphs?.join(' ') ?? '';
    expect(ip).toMatch(/crawl/);
    expect(ip).toMatch(/frame/);
  });
});

describe('not-found page', () => {
  it('answers every unknown route with 404, the spec message and Back to home', () => {
    const notFound = page('not-found.json');
    expect(notFound.route).toBe('*');
    // readPage gives the page as visitors get it: schema defaults (the link's newTab...) are filled in.
    expect(blocksOf(notFound, 'notFound')[0]).toMatchObject({
      type: 'notFound',
      code: '404',
      message: 'Ooops!!! The page you are looking for is not found',
      link: { label: 'Back to home', href: '/' },
    });
  });
});

describe('site data', () => {
  const labelledLinks = (links: Link[]) => links.map((link) => [link.label, link.href]);

  it('has the spec navigation, Contact Us button and breakpoints', () => {
    expect(labelledLinks(site.nav.links)).toEqual([
      ['Products', '/product'],
      ['Solutions', '/solutions'],
      ['Industries', '/industries'],
      ['Careers', '/careers'],
    ]);
    expect(site.nav.cta).toMatchObject({ label: 'Contact Us', href: '/contact' });
    expect(site.nav.ctaHiddenAtOrBelowPx).toBe(768);
    expect(site.logo.compactBreakpointPx).toBe(395);
  });

  it('has the spec footer links and a LinkedIn profile', () => {
    expect(labelledLinks(site.footer.links)).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Careers', '/careers'],
      ['Privacy Policy', '/policies'],
      ['Terms & Conditions', '/conditions'],
    ]);
    expect(site.social.map((profile) => profile.network)).toContain('linkedin');
  });

  it('has a Pune contact address, the API base and the fixed download file name', () => {
    expect(site.contact.address).toMatchObject({ city: 'Pune', region: 'Maharashtra', country: 'India' });
    expect(site.contact.phone).toMatch(/^\+91 /);
    expect(site).toMatchObject({ apiBase: '/api/', downloadFileName: 'yourfile.pdf', foundingDate: '2022-12' });
  });
});

describe('every company page', () => {
  it.each(companyPageFiles)('%s never names the company, not even in an address (site.json holds it)', (file) => {
    const text = readFileSync(`${root}pages/${file}`, 'utf8').toLowerCase();
    const brand = (site.shortName ?? site.companyName).split(' ')[0]!.toLowerCase();
    expect(text).not.toContain(brand);
    expect(text).not.toMatch(/pvt\. ltd/);
  });

  it.each(companyPageFiles)('%s has lorem ipsum only if it is the Blogs page', (file) => {
    const text = readFileSync(`${root}pages/${file}`, 'utf8');
    expect(/lorem ipsum/i.test(text)).toBe(file === 'blogs.json');
  });
});

describe('images', () => {
  const references = [site, ...companyPageFiles.map(page)].flatMap(imagesIn);

  it.each(references.map((image) => [image.src, image] as const))(
    '%s exists with the width and height the data gives',
    (src, image) => {
      if (isRaster(src)) {
        expect(rasterSize(src)).toEqual({ width: image.width, height: image.height });
        return;
      }
      const size = svgSize(src);
      expect([size.width, size.height]).toEqual([image.width, image.height]);
      expect(size.viewBox).toBe(`0 0 ${image.width} ${image.height}`);
    },
  );

  it.each(references.map((image) => [image.src, image] as const))(
    '%s has alt text, or is marked decorative',
    (_src, image) => {
      expect(image.alt === '' ? image.decorative : image.alt.length > 3).toBe(true);
    },
  );

  it.each([...new Set(references.map((image) => image.src))])('%s stays small (SVG 4 KB, photo 64 KB)', (src) => {
    expect(statSync(`${root}public${src}`).size).toBeLessThan(isRaster(src) ? 65536 : 4096);
  });

  it('gives link previews a JPEG or PNG (social networks show no SVG previews)', () => {
    expect(site.shareImage.src).toMatch(/\.(png|jpe?g)$/);
    expect(rasterSize(site.shareImage.src)).toEqual({ width: 1200, height: 630 });
  });
});
