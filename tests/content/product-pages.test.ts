import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BlockOf, BlockType } from '../../src/browser/blocks/block-types';
import type { Image, Page } from '../../src/generated/schema-types';

const root = path.resolve(import.meta.dirname, '../..');

function loadPage(file: string): Page {
  return JSON.parse(readFileSync(path.join(root, 'pages', file), 'utf8')) as Page;
}
function blocksOf<T extends BlockType>(page: Page, type: T): BlockOf<T>[] {
  return page.blocks.filter((block): block is BlockOf<T> => block.type === type);
}
/** The page's one block of `type` (fails when there are none or several). */
function only<T extends BlockType>(page: Page, type: T): BlockOf<T> {
  const blocks = blocksOf(page, type);
  expect(blocks, `${page.title}: number of ${type} blocks`).toHaveLength(1);
  return blocks[0] as BlockOf<T>;
}
/** Every image object (anything with a /images/ src) anywhere in the page data. */
function collectImages(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(collectImages);
  if (!value || typeof value !== 'object') return [];
  const own =
    typeof (value as Image).src === 'string' && (value as Image).src.startsWith('/images/') ? [value as Image] : [];
  return [...own, ...Object.values(value).flatMap(collectImages)];
}
const banner = (page: Page) => only(page, 'banner');
const products = (file: string) => only(loadPage(file), 'downloadList').items;
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

const PRODUCT_FILES = [
  'product/smart-robotic-details.json',
  'product/material-mangement-details.json',
  'product/truck-loading-details.json',
  'product/smart-conveying-details.json',
  'product/conveying-details.json',
  'product/iiot-analytics-details.json',
  'product/software-products.json',
];
const SOLUTION_FILES = [
  'solutions/InlineStorageDetails.json',
  'solutions/PackagingDetails.json',
  'solutions/PalletizingDetails.json',
  'solutions/TrackTraceDetails.json',
  'solutions/TruckDetails.json',
  'solutions/WeightRejectDetails.json',
];
const ALL_FILES = ['product.json', 'solutions.json', ...PRODUCT_FILES, ...SOLUTION_FILES];

describe('/product', () => {
  const grid = only(loadPage('product.json'), 'cardGrid');

  it('shows the six product cards in order, each leading to its detail page', () => {
    expect(grid.cards.map((card) => [card.title, card.link?.href])).toEqual([
      ['Smart Robotic', '/product/smart-robotic-details'],
      ['Material Handling', '/product/material-mangement-details'],
      ['Truck Loading', '/product/truck-loading-details'],
      ['Smart Conveying', '/product/smart-conveying-details'],
      ['Conveying Accessories', '/product/conveying-details'],
      ['IIoT & Analytics', '/product/iiot-analytics-details'],
    ]);
  });

  it('lists what each category contains as the card bullets', () => {
    expect(grid.cards.map((card) => card.bullets)).toEqual([
      ['Palletizing cell', 'Depalletizing cell', 'Pick & place cell', 'Packaging cell'],
      ['In Line Storage Module', 'Vertical Lift - Case & Tote', 'Vertical Lift - Pallet', 'Continuous Lift'],
      ['Inclined loading conveyor', 'Expandable conveyor', 'Telescopic conveyor'],
      ['Spiral conveyor', 'Belt & roller conveyor', 'Roller & chain conveyor'],
      ['Turn tables', 'Cross transfer', 'Pallet stacker / destacker', 'Dimension check'],
      [
        'AAC - Automation Analytics Cloud',
        'EHM - Equipment Health Manager',
        'PEM - Plant Energy Manager',
        'OEM - Operational Efficiency Manager',
      ],
    ]);
  });

  it('is headed "Our Products" and has an intro', () => {
    const page = loadPage('product.json');
    expect(banner(page).heading).toBe('Our Products');
    expect(blocksOf(page, 'section')[0]?.paragraphs?.length).toBeGreaterThan(0);
  });
});

describe('product detail pages', () => {
  it('Smart Robotic has the four cells, each with its own brochure', () => {
    const items = products('product/smart-robotic-details.json');
    expect(titles(items)).toEqual(['Palletizing Cell', 'Depalletizing Cell', 'Pick & Place Cell', 'Packaging Cell']);
    expect(new Set(items.map((item) => item.brochure)).size).toBe(4);
  });

  it('Material Management has its mobile banner, its section and the four products with their figures', () => {
    const page = loadPage('product/material-mangement-details.json');
    expect(banner(page).mobile).toBeDefined();
    const list = only(page, 'downloadList');
    expect(list.heading).toBe('Efficiency Through Smart Material Management');
    expect(titles(list.items)).toEqual([
      'In Line Storage Module',
      'Vertical Lift - Case & Tote',
      'Vertical Lift - Pallet',
      'Continuous Lift - Case & Tote',
    ]);
    const [storage, caseLift, palletLift] = list.items;
    expect(storage?.figures).toContainEqual(
      expect.objectContaining({ value: '100%', label: expect.stringMatching(/accuracy/) }),
    );
    expect(caseLift?.figures).toContainEqual(expect.objectContaining({ value: expect.stringMatching(/100 kg/) }));
    expect(palletLift?.figures).toContainEqual({ value: 'Up to 100', label: 'pallets per hour' });
  });

  it.each([
    [
      'product/smart-conveying-details.json',
      ['Spiral - Belt & Gravity', 'Belt & Roller Conveyor', 'Roller & Chain Conveyor'],
    ],
    [
      'product/conveying-details.json',
      ['Turn Tables', 'Cross Transfer', 'Pallet Stacker & Destacker', 'Dimensioning, Weighing & Scanning'],
    ],
    ['product/truck-loading-details.json', ['Inclined Loading Conveyor', 'Expandable Conveyor', 'Telescopic Conveyor']],
  ])('%s lists its products in order', (file, expected) => {
    expect(titles(products(file))).toEqual(expected);
  });

  it('IIoT & Analytics offers AAC, EHM, PEM, OEM and one more brochure, and links to the software products', () => {
    const page = loadPage('product/iiot-analytics-details.json');
    const ids = only(page, 'downloadList').items.map((item) => item.id);
    expect(ids.slice(0, 4)).toEqual(['aac', 'ehm', 'pem', 'oem']);
    expect(ids).toHaveLength(5);
    const links = blocksOf(page, 'section').flatMap((section) => section.links ?? []);
    expect(links.map((link) => link.href)).toContain('/product/software-products');
  });

  it('Software products: EHM, PEM and OEM have a Demo in a new tab (OEM to its login page); SyncMate has none', () => {
    const items = products('product/software-products.json');
    expect(items.map((item) => item.id)).toEqual(['ehm', 'pem', 'oem', 'syncmate']);
    for (const item of items.slice(0, 3)) {
      expect(item.demo?.href, item.title).toMatch(/^https:\/\//);
      expect(item.demo?.newTab, item.title).toBe(true);
    }
    expect(items[2]?.demo?.href).toMatch(/\/login$/);
    expect(items[3]?.title).toMatch(/SyncMate/);
    expect(items[3]?.demo).toBeUndefined();
  });

  it.each(PRODUCT_FILES)('%s gives every product a description, figures, bullets, image and brochure', (file) => {
    for (const item of products(file)) {
      expect(item.description.length, item.title).toBeGreaterThan(0);
      expect(item.figures?.length, item.title).toBeGreaterThan(0);
      expect(item.bullets?.length, item.title).toBeGreaterThan(0);
      expect(item.image, item.title).toBeDefined();
      expect(item.brochure, item.title).toMatch(/^\/brochures\/[a-z0-9-]+\.pdf$/);
    }
  });
});

describe('brochures offered on the product pages', () => {
  const byTitle = new Map(PRODUCT_FILES.flatMap((file) => products(file)).map((item) => [item.title, item.brochure]));

  it('include the 14 product brochures of spec section 7', () => {
    expect(
      [
        'In Line Storage Module',
        'Vertical Lift - Case & Tote',
        'Vertical Lift - Pallet',
        'Continuous Lift - Case & Tote',
        'Spiral - Belt & Gravity',
        'Belt & Roller Conveyor',
        'Roller & Chain Conveyor',
        'Turn Tables',
        'Cross Transfer',
        'Pallet Stacker & Destacker',
        'Dimensioning, Weighing & Scanning',
        'Inclined Loading Conveyor',
        'Expandable Conveyor',
        'Telescopic Conveyor',
      ].map((title) => byTitle.get(title)),
    ).toEqual([
      '/brochures/in-line-storage-module.pdf',
      '/brochures/vertical-lift-case-tote.pdf',
      '/brochures/vertical-lift-pallet.pdf',
      '/brochures/continuous-lift-case-tote.pdf',
      '/brochures/spirals-belt-gravity.pdf',
      '/brochures/belt-roller.pdf',
      '/brochures/roller-chain.pdf',
      '/brochures/turn-tables.pdf',
      '/brochures/cross-transfer.pdf',
      '/brochures/pallet-stacker-destacker.pdf',
      '/brochures/dimensioning-weighing-scanning.pdf',
      '/brochures/inclined-loading-conveyor.pdf',
      '/brochures/expandable-conveyor.pdf',
      '/brochures/telescopic-conveyor.pdf',
    ]);
  });

  it('include the Smart Robotic set and the IIoT set', () => {
    const paths = new Set(byTitle.values());
    const robotic = [...paths].filter((p) => p.startsWith('/brochures/smart-robotic-'));
    const iiot = [...paths].filter((p) => p.startsWith('/brochures/iiot-'));
    expect(robotic).toHaveLength(4);
    expect(iiot).toEqual(
      expect.arrayContaining([
        '/brochures/iiot-aac.pdf',
        '/brochures/iiot-ehm.pdf',
        '/brochures/iiot-pem.pdf',
        '/brochures/iiot-oem.pdf',
        '/brochures/iiot-analytics-overview.pdf',
      ]),
    );
  });
});

describe('/solutions', () => {
  const page = loadPage('solutions.json');

  it('is "Modular Solutions" with a mobile banner', () => {
    expect(banner(page).heading).toBe('Modular Solutions');
    expect(banner(page).mobile).toBeDefined();
  });

  it('lists the 12 advantages in order, each explained', () => {
    const list = only(page, 'benefitList');
    expect(list.items.map((item) => item.heading)).toEqual([
      'Scalability',
      'Customization',
      'Quick Deployment',
      'Cost Efficiency',
      'Adaptability',
      'Reduced Risk',
      'Interoperability',
      'Testing and Quality Control',
      'Future-Proofing',
      'Maintenance Ease',
      'Environmental Impact',
      'Versatility',
    ]);
    for (const item of list.items) expect(item.description?.length, item.heading).toBeGreaterThan(0);
  });

  it('shows the six solution cards in the spec order with their targets', () => {
    expect(only(page, 'cardGrid').cards.map((card) => [card.title, card.link?.href])).toEqual([
      ['Palletizing', '/solutions/PalletizingDetails'],
      ['Packaging', '/solutions/PackagingDetails'],
      ['Track & Trace', '/solutions/TrackTraceDetails'],
      ['Weighing & Rejection', '/solutions/WeightRejectDetails'],
      ['In Line Storage', '/solutions/InlineStorageDetails'],
      ['Truck Loading', '/solutions/TruckDetails'],
    ]);
  });
});

describe('solution detail pages', () => {
  const concepts = (page: Page) => blocksOf(page, 'cardGrid').filter((grid) => grid.variant === 'alternating');

  it.each([
    ['solutions/InlineStorageDetails.json', 9, 10, 16],
    ['solutions/PackagingDetails.json', 9, 10, 12],
    ['solutions/TrackTraceDetails.json', 12, 12, 14],
    ['solutions/TruckDetails.json', 9, 11, 14],
    ['solutions/WeightRejectDetails.json', 6, 10, 16],
  ])('%s has %i concept cards, %i purpose items and %i trends', (file, conceptCount, purposeCount, trendCount) => {
    const page = loadPage(file);
    const [grid] = concepts(page);
    expect(concepts(page)).toHaveLength(1);
    expect(grid?.cards).toHaveLength(conceptCount);
    expect(only(page, 'benefitList').heading).toBe('Purpose & Benefits');
    expect(only(page, 'benefitList').items).toHaveLength(purposeCount);
    expect(only(page, 'accordion').items).toHaveLength(trendCount);
  });

  it('Packaging names its nine concepts as the spec does', () => {
    const [grid] = concepts(loadPage('solutions/PackagingDetails.json'));
    expect(grid?.cards.map((card) => card.title)).toEqual([
      'Automation',
      'Precision and Consistency',
      'Adaptability',
      'Speed and Throughput',
      'Customization',
      'Integration with Technology',
      'Enhanced Safety',
      'Data-Driven Insights',
      'Sustainability',
    ]);
  });

  it('Palletizing has 9 ROI benefits, the two palletizer categories and 12 trends', () => {
    const page = loadPage('solutions/PalletizingDetails.json');
    const roi = only(page, 'benefitList');
    expect(roi.heading).toBe('Why automating the palletizing process?');
    expect(roi.items).toHaveLength(9);
    const categories = only(page, 'cardGrid').cards;
    expect(categories.map((card) => [card.title, card.eyebrow])).toEqual([
      ['Centralized Palletizer', 'One robot serving 7 lines'],
      ['Decentralized Palletizer', 'One robot serving 1 line'],
    ]);
    expect(only(page, 'accordion').items).toHaveLength(12);
  });

  it.each(SOLUTION_FILES)('%s: every trend has an id, heading, subheading and description', (file) => {
    const items = only(loadPage(file), 'accordion').items;
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.heading && item.subheading && item.description, String(item.id)).toBeTruthy();
    }
  });

  it.each(SOLUTION_FILES)('%s: some purpose items have several description paragraphs', (file) => {
    const items = only(loadPage(file), 'benefitList').items;
    expect(items.some((item) => (item.description?.length ?? 0) >= 2)).toBe(true);
    for (const item of items) expect(item.description?.length, item.heading).toBeGreaterThan(0);
  });

  it('switch to a mobile banner except on Packaging and Weighing & Rejection', () => {
    const withMobile = SOLUTION_FILES.filter((file) => banner(loadPage(file)).mobile !== undefined);
    expect(withMobile).toEqual([
      'solutions/InlineStorageDetails.json',
      'solutions/PalletizingDetails.json',
      'solutions/TrackTraceDetails.json',
      'solutions/TruckDetails.json',
    ]);
  });
});

describe.each(ALL_FILES)('%s', (file) => {
  const page = loadPage(file);
  const raw = readFileSync(path.join(root, 'pages', file), 'utf8');

  it('has exactly one main heading (its banner), a short title and a search-length description', () => {
    expect(blocksOf(page, 'banner')).toHaveLength(1);
    expect(page.blocks[0]?.type).toBe('banner');
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it('points "$schema" at the page schema from its own folder', () => {
    const schemaFile = path.resolve(path.dirname(path.join(root, 'pages', file)), page.$schema ?? '');
    expect(schemaFile).toBe(path.join(root, 'schemas/page.schema.json'));
  });

  it('never names the company (that lives in site.json) and has no placeholder text', () => {
    const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as { companyName: string };
    const brand = site.companyName.split(' ')[0] ?? site.companyName;
    expect(raw.toLowerCase()).not.toContain(brand.toLowerCase());
    expect(raw).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('uses images that exist with the width and height given in the data', () => {
    const images = collectImages(page);
    expect(images.length).toBeGreaterThan(0);
    for (const { src, width, height } of images) {
      const svg = path.join(root, 'public', src);
      expect(existsSync(svg), src).toBe(true);
      const match = readFileSync(svg, 'utf8').match(/<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/);
      expect([Number(match?.[1]), Number(match?.[2])], src).toEqual([width, height]);
    }
  });
});
