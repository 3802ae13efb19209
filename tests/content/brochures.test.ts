import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PDFRawStream } from 'pdf-lib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream as RawStream,
  decodePDFRawStream,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBrochures } from '../../src/build/brochures/generate-brochures';
import { svgSize } from '../../src/build/images/svg-size';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import type { Page, Site } from '../../src/generated/schema-types';
import type { AuthoredBlockOf } from '../../src/browser/blocks/block-types';
import { baseProjectCopy, removeScaffoldProjects } from '../scaffold/scaffold-project';

/** The base fixture project (its site.json: company, contact, logo), never the live site. */
const root = baseProjectCopy();
const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
type Product = AuthoredBlockOf<'downloadList'>['items'][number];

const page = (title: string, items: Product[]): Page => ({
  $schema: '../../schemas/page.schema.json',
  schemaVersion: CURRENT_SCHEMA_VERSION,
  title,
  description: `${title}: products offered as brochures, a scratch page for the brochure tests.`,
  blocks: [{ type: 'downloadList', items }],
});
const palletLift: Product = {
  id: 'pallet-lift',
  title: 'Vertical Lift for Pallets',
  description: ['A heavy-duty pallet lift that moves loads between floors of a plant.'],
  figures: [
    { value: 'Up to 100', label: 'pallets per hour' },
    { value: '1500 kg', label: 'payload' },
  ],
  bullets: ['Chain or roller conveyor on the carriage', 'Safety light curtains at every door'],
  image: { src: '/images/hero/tailored.svg', alt: 'Pallet lift beside a roller conveyor' },
  brochure: '/brochures/vertical-lift-pallet.pdf',
};
const monitoring = (id: string, title: string): Product => ({
  id,
  title,
  description: ['Watches machines and reports their health.'],
  brochure: '/brochures/monitoring.pdf',
  demo: { label: 'Demo', href: 'https://demo.example.in/login', newTab: true },
});
const pages: Record<string, Page> = {
  'pages/product/lifts.json': page('Lifts', [palletLift]),
  'pages/product/monitoring.json': page('Monitoring', [monitoring('monitoring', 'Monitoring Suite')]),
  'pages/product/software.json': page('Software', [monitoring('monitoring-software', 'Monitoring Suite')]),
};
mkdirSync(path.join(root, 'pages/product'), { recursive: true });
for (const [file, data] of Object.entries(pages)) writeFileSync(path.join(root, file), JSON.stringify(data));

function readPages(dir: string): Page[] {
  return readdirSync(path.join(dir, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, 'pages', file), 'utf8')) as Page);
}
function downloadItems(pages: Page[]): Product[] {
  return pages.flatMap((page) => page.blocks.flatMap((block) => (block.type === 'downloadList' ? block.items : [])));
}

/**
 * The text a PDF shows, page by page. pdf-lib writes standard-font text as hex strings
 * (`<48656C6C6F> Tj`) inside deflated content streams, so the streams are inflated and decoded.
 */
async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const source = streams
      .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
      .join('\n');
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1').replace(/\xa0/g, ' '))
      .join(' ');
  });
}
const normalise = (text: string) => text.replace(/\s+/g, ' ');

/** The images drawn on a PDF's first page, as width / height ratios (pixels differ from the source's). */
async function firstPageImageRatios(bytes: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(bytes);
  const xObjects = doc.getPages()[0]!.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (xObjects?.values() ?? [])
    .map((ref) => doc.context.lookup(ref))
    .filter((object): object is RawStream => object instanceof RawStream)
    .filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((stream) => {
      const size = (key: string) => (stream.dict.lookup(PDFName.of(key), PDFNumber) as PDFNumber).asNumber();
      return size('Width') / size('Height');
    });
}
/** The picture's shape, read from its file as the build reads it (pages no longer state sizes). */
const ratioOf = (image: { src: string }) => {
  const size = svgSize(readFileSync(path.join(root, 'public', image.src), 'utf8'))!;
  return size.width / size.height;
};

afterAll(removeScaffoldProjects);

describe('generated brochures for the pages of a project', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'brochures-'));
  const products = new Map<string, Product>();
  for (const item of downloadItems(readPages(root)))
    if (!products.has(item.brochure)) products.set(item.brochure, item);
  let written: string[] = [];

  beforeAll(async () => {
    written = await generateBrochures({ root, outDir });
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes one PDF per brochure path offered on the pages (unless a designed one is checked in)', () => {
    const expected = [...products.keys()]
      .map((brochure) => path.basename(brochure))
      .filter((name) => !existsSync(path.join(root, 'public/brochures', name)));
    expect(written.map((file) => path.basename(file)).sort()).toEqual(expected.sort());
    expect(readdirSync(outDir).sort()).toEqual(expected.sort());
    expect(expected).toEqual(expect.arrayContaining(['monitoring.pdf', 'vertical-lift-pallet.pdf']));
  });

  it('makes every brochure a valid PDF titled and headed with its product name, with contact details', async () => {
    for (const file of written) {
      const product = products.get(`/brochures/${path.basename(file)}`);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 5).toString('latin1'), file).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount(), file).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle(), file).toBe(product?.title);
      const text = normalise((await pdfPageTexts(bytes)).join(' '));
      for (const expected of [
        product?.title,
        site.companyName,
        site.contact.phone,
        site.contact.email,
        site.contact.address.city,
      ]) {
        expect(text, `${path.basename(file)} should contain ${expected}`).toContain(expected);
      }
    }
  });

  it('prints the key figures, bullet points, description and page link of the product', async () => {
    const bytes = readFileSync(path.join(outDir, 'vertical-lift-pallet.pdf'));
    const text = normalise((await pdfPageTexts(bytes)).join(' '));
    expect(text).toContain('Up to 100');
    expect(text).toContain('pallets per hour');
    expect(text).toContain('Chain or roller conveyor on the carriage');
    expect(text).toContain('heavy-duty pallet lift');
    expect(text).toContain(`${site.baseUrl}/product/lifts`);
  });

  it('shows the company logo and the product picture on the first page', async () => {
    const product = products.get('/brochures/vertical-lift-pallet.pdf')!;
    const ratios = await firstPageImageRatios(readFileSync(path.join(outDir, 'vertical-lift-pallet.pdf')));
    expect(ratios).toHaveLength(2);
    expect(ratios).toContainEqual(expect.closeTo(ratioOf(site.logo.wide), 1));
    expect(ratios).toContainEqual(expect.closeTo(ratioOf(product.image!), 1));
  });

  it('prints the figures as a specification table, each label followed by its value', async () => {
    const product = products.get('/brochures/vertical-lift-pallet.pdf')!;
    const [firstPage = ''] = await pdfPageTexts(readFileSync(path.join(outDir, 'vertical-lift-pallet.pdf')));
    const text = normalise(firstPage);
    expect(text).toContain('Specifications');
    const rows = product.figures!.map((figure) => `${figure.label} ${figure.value}`);
    for (const row of rows) expect(text).toContain(row);
  });

  it('lists every page offering a shared brochure and the demo link', async () => {
    const text = normalise((await pdfPageTexts(readFileSync(path.join(outDir, 'monitoring.pdf')))).join(' '));
    expect(text).toContain('/product/monitoring');
    expect(text).toContain('/product/software');
    expect(text).toContain('Live demo: https://demo.example.in/login');
  });
});

describe('brochure generation in a scratch project', () => {
  let project: string;
  const longParagraph = 'Modular conveyor sections with zoned drives move cartons gently between machines. '.repeat(12);

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), 'brochure-project-'));
    cpSync(path.join(root, 'site.json'), path.join(project, 'site.json'));
    mkdirSync(path.join(project, 'pages'));
    mkdirSync(path.join(project, 'public/brochures'), { recursive: true });
    mkdirSync(path.join(project, 'public/images/logo'), { recursive: true });
    cpSync(path.join(root, 'public', site.logo.wide.src), path.join(project, 'public', site.logo.wide.src));
    const page: Page = {
      $schema: '../schemas/page.schema.json',
      schemaVersion: CURRENT_SCHEMA_VERSION,
      title: 'Test Products',
      description: 'A scratch page with two products used to test brochure generation.',
      blocks: [
        {
          type: 'downloadList',
          items: [
            {
              id: 'designed',
              title: 'Designed Brochure Product',
              description: ['Has a designed brochure.'],
              brochure: '/brochures/designed.pdf',
            },
            {
              id: 'long',
              title: 'Long Description Conveyor',
              description: Array.from({ length: 14 }, () => longParagraph),
              bullets: ['A bullet point that is long enough to wrap onto a second line when it is printed. '.repeat(3)],
              brochure: '/brochures/long.pdf',
            },
          ],
        },
      ],
    };
    writeFileSync(path.join(project, 'pages/product.json'), JSON.stringify(page));
    writeFileSync(path.join(project, 'public/brochures/designed.pdf'), '%PDF-1.7 designed by a human');
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('leaves a designed PDF in public/brochures alone and does not generate it', async () => {
    const outDir = path.join(project, 'dist/brochures');
    const written = await generateBrochures({ root: project, outDir });
    expect(written.map((file) => path.basename(file))).toEqual(['long.pdf']);
    expect(existsSync(path.join(outDir, 'designed.pdf'))).toBe(false);
    expect(readFileSync(path.join(project, 'public/brochures/designed.pdf'), 'utf8')).toBe(
      '%PDF-1.7 designed by a human',
    );
  });

  it('brochures of a product without a picture show the logo alone', async () => {
    const outDir = path.join(project, 'no-picture');
    await generateBrochures({ root: project, outDir });
    const ratios = await firstPageImageRatios(readFileSync(path.join(outDir, 'long.pdf')));
    expect(ratios).toEqual([expect.closeTo(ratioOf(site.logo.wide), 1)]);
  });

  it('names the missing file when the logo is not under public/', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'brochure-no-logo-'));
    try {
      cpSync(path.join(project, 'site.json'), path.join(broken, 'site.json'));
      cpSync(path.join(project, 'pages'), path.join(broken, 'pages'), { recursive: true });
      await expect(generateBrochures({ root: broken, outDir: path.join(broken, 'out') })).rejects.toThrow(
        site.logo.wide.src,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('continues long text on further pages, each with the contact footer, losing no words', async () => {
    const outDir = path.join(project, 'out');
    await generateBrochures({ root: project, outDir });
    const pages = await pdfPageTexts(readFileSync(path.join(outDir, 'long.pdf')));
    expect(pages.length).toBeGreaterThan(1);
    for (const text of pages) expect(text).toContain(site.contact.email);
    const all = normalise(pages.join(' '));
    // Counted per word: a page break puts the next page's header and footer text between two lines.
    expect(all.match(/\bzoned\b/g)).toHaveLength(14 * 12);
    expect(all.match(/\bgently\b/g)).toHaveLength(14 * 12);
    expect(all).toContain(`Page ${pages.length} of ${pages.length}`);
  });
});
