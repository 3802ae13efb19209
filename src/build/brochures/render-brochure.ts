import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Site } from '../../generated/schema-types';
import type { BrochureSource } from './collect-brochures';
import { toEncodable, wrapText } from './pdf-text';

/** A4 in PDF points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_HEIGHT = 74;
/** Lowest y a content line may use before the next line goes onto a new page. */
const CONTENT_BOTTOM = FOOTER_HEIGHT + 24;

// The site's theme colours (deep blue brand-7, burnt orange accent-7) and a dark slate for body text.
const BRAND = rgb(11 / 255, 79 / 255, 138 / 255);
const ACCENT = rgb(154 / 255, 52 / 255, 18 / 255);
const TEXT = rgb(51 / 255, 65 / 255, 85 / 255);
const MUTED = rgb(71 / 255, 85 / 255, 105 / 255);
const PANEL = rgb(238 / 255, 243 / 255, 248 / 255);
const WHITE = rgb(1, 1, 1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes top to bottom and starts a new page (with the header and footer) when space runs out. */
class BrochureWriter {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly site: Site,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    const first = this.doc.getPageCount() === 1;
    const bandHeight = first ? 92 : 48;
    const top = PAGE.height - bandHeight;
    this.page.drawRectangle({ x: 0, y: top, width: PAGE.width, height: bandHeight, color: BRAND });
    this.page.drawRectangle({ x: 0, y: top - 5, width: PAGE.width, height: 5, color: ACCENT });
    this.text(this.site.companyName, MARGIN, PAGE.height - (first ? 40 : 30), first ? 20 : 13, this.fonts.bold, WHITE);
    if (first && this.site.tagline) {
      const [line = ''] = wrapText(this.site.tagline, this.fonts.regular, 9.5, CONTENT_WIDTH);
      this.text(line, MARGIN, PAGE.height - 62, 9.5, this.fonts.regular, WHITE);
    }
    this.drawFooter();
    this.y = top - 5 - 34;
  }

  /** Makes sure `height` points fit above the footer; otherwise continues on a new page. */
  ensure(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  text(value: string, x: number, y: number, size: number, font: PDFFont, color = TEXT): void {
    this.page.drawText(toEncodable(value, font), { x, y, size, font, color });
  }

  /** A wrapped paragraph; `indent` shifts it right (for bullets), `gap` is the space after it. */
  paragraph(
    value: string,
    options: { size?: number; font?: PDFFont; color?: typeof TEXT; indent?: number; gap?: number } = {},
  ) {
    const { size = 10.5, font = this.fonts.regular, color = TEXT, indent = 0, gap = 8 } = options;
    const lineHeight = size * 1.45;
    for (const line of wrapText(value, font, size, CONTENT_WIDTH - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, MARGIN + indent, this.y, size, font, color);
    }
    this.y -= gap;
  }

  heading(value: string): void {
    this.ensure(48);
    this.y -= 10;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 17, width: 4, height: 15, color: ACCENT });
    this.y -= 15;
    this.text(value, MARGIN + 12, this.y, 13, this.fonts.bold, BRAND);
    this.y -= 6;
  }

  bullet(value: string): void {
    this.ensure(16);
    this.page.drawRectangle({ x: MARGIN + 2, y: this.y - 14.5, width: 5, height: 5, color: ACCENT });
    this.paragraph(value, { indent: 16, gap: 3 });
  }

  /** Up to four key figures side by side in tinted boxes. */
  figures(figures: NonNullable<BrochureSource['product']['figures']>): void {
    if (figures.length === 0) return;
    const gap = 10;
    const width = (CONTENT_WIDTH - gap * (figures.length - 1)) / figures.length;
    const labels = figures.map((figure) => wrapText(figure.label, this.fonts.regular, 9, width - 20));
    const height = 46 + Math.max(...labels.map((lines) => lines.length)) * 12;
    this.ensure(height + 16);
    this.y -= 6;
    figures.forEach((figure, index) => {
      const x = MARGIN + index * (width + gap);
      this.page.drawRectangle({ x, y: this.y - height, width, height, color: PANEL });
      this.page.drawRectangle({ x, y: this.y - 3, width, height: 3, color: ACCENT });
      const valueSize = Math.min(18, this.fitSize(figure.value, this.fonts.bold, width - 20));
      this.text(figure.value, x + 10, this.y - 28, valueSize, this.fonts.bold, BRAND);
      labels[index]?.forEach((line, row) =>
        this.text(line, x + 10, this.y - 44 - row * 12, 9, this.fonts.regular, MUTED),
      );
    });
    this.y -= height + 14;
  }

  private fitSize(value: string, font: PDFFont, maxWidth: number): number {
    const width = font.widthOfTextAtSize(toEncodable(value, font), 18);
    return width <= maxWidth ? 18 : Math.max(9, (18 * maxWidth) / width);
  }

  /** Phone, e-mail, website and address on every page, with a page number added at the end. */
  private drawFooter(): void {
    const { contact, baseUrl } = this.site;
    const { street, city, region, postalCode, country } = contact.address;
    this.page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: FOOTER_HEIGHT, color: PANEL });
    this.page.drawRectangle({ x: 0, y: FOOTER_HEIGHT, width: PAGE.width, height: 2, color: BRAND });
    const website = baseUrl.replace(/^https:\/\//, '');
    this.text(
      `Phone: ${contact.phone}   |   E-mail: ${contact.email}   |   Website: ${website}`,
      MARGIN,
      48,
      9,
      this.fonts.bold,
      BRAND,
    );
    const address = `${street}, ${city}, ${region} ${postalCode}, ${country}`;
    wrapText(address, this.fonts.regular, 9, CONTENT_WIDTH - 70)
      .slice(0, 2)
      .forEach((line, row) => this.text(line, MARGIN, 32 - row * 12, 9, this.fonts.regular, MUTED));
  }
}

/** Numbers every page "Page n of m" once the total is known. */
function numberPages(doc: PDFDocument, font: PDFFont): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    const width = font.widthOfTextAtSize(label, 9);
    page.drawText(label, { x: PAGE.width - MARGIN - width, y: 32, size: 9, font, color: MUTED });
  });
}

/** Renders one A4 product brochure from its download-list item and the site's contact data. */
export async function renderBrochure(source: BrochureSource, site: Site): Promise<Uint8Array> {
  const { product, pages } = source;
  // No automatic dates: the same data always gives the same bytes, so builds are reproducible.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(product.title, { showInWindowTitleBar: true });
  doc.setAuthor(site.companyName);
  doc.setSubject(`${product.title}: product brochure`);
  doc.setKeywords([product.title, ...pages.map((page) => page.title), site.companyName]);
  doc.setCreator(site.companyName);
  doc.setProducer('page-engine brochure generator (pdf-lib)');
  doc.setLanguage('en-IN');

  const writer = new BrochureWriter(doc, fonts, site);
  writer.paragraph(`PRODUCT BROCHURE  |  ${pages[0]?.title.toUpperCase() ?? ''}`, {
    size: 9,
    font: fonts.bold,
    color: ACCENT,
    gap: 4,
  });
  writer.paragraph(product.title, { size: 24, font: fonts.bold, color: BRAND, gap: 14 });
  writer.figures(product.figures ?? []);
  writer.heading('Overview');
  product.description.forEach((text) => writer.paragraph(text));
  if (product.bullets?.length) {
    writer.heading('Key Features');
    product.bullets.forEach((text) => writer.bullet(text));
  }
  writer.heading('Find Out More');
  for (const page of pages) writer.paragraph(`${page.title}: ${site.baseUrl}${page.route}`, { gap: 3 });
  if (product.demo) writer.paragraph(`Live demo: ${product.demo.href}`, { gap: 3 });
  const phone = site.contact.phone.replace(/ /g, '\u00a0');
  writer.paragraph(`For layouts, capacities and a quotation, write to ${site.contact.email} or call ${phone}.`, {
    font: fonts.bold,
    color: BRAND,
    gap: 0,
  });
  numberPages(doc, fonts.regular);
  return doc.save();
}
