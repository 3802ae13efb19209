import { PDFDocument, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Site } from '../../generated/schema-types';
import type { BrochureImages } from './brochure-images';
import {
  ACCENT,
  BRAND,
  CONTENT_WIDTH,
  MARGIN,
  MUTED,
  PAGE,
  PANEL,
  RULE,
  TEXT,
  WHITE,
  type Fonts,
} from './brochure-style';
import type { BrochureSource } from './collect-brochures';
import { toEncodable, wrapText } from './pdf-text';
import { SpecTable } from './spec-table';

const FOOTER_HEIGHT = 74;
/** Lowest y a content line may use before the next line goes onto a new page. */
const CONTENT_BOTTOM = FOOTER_HEIGHT + 24;
/** The first page's header band, with the logo on a white card at its right. */
const FIRST_BAND_HEIGHT = 92;
const LOGO_HEIGHT = 30;
const LOGO_CARD_PADDING = 9;
/** The product's picture never takes more than this much of the page's height. */
const PICTURE_MAX_HEIGHT = 230;
const SHOWCASE_GAP = 16;

/** Writes top to bottom and starts a new page (with the header and footer) when space runs out. */
class BrochureWriter {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly site: Site,
    private readonly logo: PDFImage,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    const first = this.doc.getPageCount() === 1;
    const bandHeight = first ? FIRST_BAND_HEIGHT : 48;
    const top = PAGE.height - bandHeight;
    this.page.drawRectangle({ x: 0, y: top, width: PAGE.width, height: bandHeight, color: BRAND });
    this.page.drawRectangle({ x: 0, y: top - 5, width: PAGE.width, height: 5, color: ACCENT });
    this.text(this.site.companyName, MARGIN, PAGE.height - (first ? 40 : 30), first ? 20 : 13, this.fonts.bold, WHITE);
    const logoCardWidth = first ? this.drawLogoCard(top) + SHOWCASE_GAP : 0;
    if (first && this.site.tagline) {
      wrapText(this.site.tagline, this.fonts.regular, 9.5, CONTENT_WIDTH - logoCardWidth)
        .slice(0, 2)
        .forEach((line, row) => this.text(line, MARGIN, PAGE.height - 60 - row * 12, 9.5, this.fonts.regular, WHITE));
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

  /**
   * The product's picture beside its specification table (or either alone, full width), so the
   * first page shows what the product looks like and its numbers before the prose.
   */
  showcase(picture: PDFImage | undefined, figures: NonNullable<BrochureSource['product']['figures']>): void {
    if (!picture && figures.length === 0) return;
    const half = (CONTENT_WIDTH - SHOWCASE_GAP) / 2;
    const table = figures.length > 0 ? new SpecTable(this.fonts, figures, picture ? half : CONTENT_WIDTH) : null;
    const box = picture ? this.fit(picture, table ? half : CONTENT_WIDTH) : null;
    const height = Math.max(box?.height ?? 0, table?.height ?? 0);
    this.ensure(height + 20);
    this.y -= 4;
    if (picture && box) {
      const x = table ? MARGIN : MARGIN + (CONTENT_WIDTH - box.width) / 2;
      this.page.drawImage(picture, { x, y: this.y - box.height, ...box });
      this.page.drawRectangle({ x, y: this.y - box.height, ...box, borderColor: RULE, borderWidth: 0.75 });
    }
    table?.draw(this.page, picture ? MARGIN + half + SHOWCASE_GAP : MARGIN, this.y);
    this.y -= height + 16;
  }

  /** The picture's size within `maxWidth` and PICTURE_MAX_HEIGHT, keeping its proportions. */
  private fit(picture: PDFImage, maxWidth: number): { width: number; height: number } {
    const scale = Math.min(maxWidth / picture.width, PICTURE_MAX_HEIGHT / picture.height);
    return { width: picture.width * scale, height: picture.height * scale };
  }

  /** The wide logo on a white card at the right of the first page's band; returns the card's width. */
  private drawLogoCard(bandBottom: number): number {
    const width = (this.logo.width / this.logo.height) * LOGO_HEIGHT;
    const card = { width: width + 2 * LOGO_CARD_PADDING, height: LOGO_HEIGHT + 2 * LOGO_CARD_PADDING };
    const x = PAGE.width - MARGIN - card.width;
    const y = bandBottom + (FIRST_BAND_HEIGHT - card.height) / 2;
    this.page.drawRectangle({ x, y, ...card, color: WHITE });
    this.page.drawImage(this.logo, {
      x: x + LOGO_CARD_PADDING,
      y: y + LOGO_CARD_PADDING,
      width,
      height: LOGO_HEIGHT,
    });
    return card.width;
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

/**
 * Renders one A4 product brochure from its download-list item, the site's contact data and the
 * logo and picture rasterised by loadBrochureImages.
 */
export async function renderBrochure(source: BrochureSource, site: Site, images: BrochureImages): Promise<Uint8Array> {
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

  const logo = await doc.embedPng(images.logo);
  const picture = images.picture ? await doc.embedJpg(images.picture) : undefined;
  const writer = new BrochureWriter(doc, fonts, site, logo);
  writer.paragraph(`PRODUCT BROCHURE  |  ${pages[0]?.title.toUpperCase() ?? ''}`, {
    size: 9,
    font: fonts.bold,
    color: ACCENT,
    gap: 4,
  });
  writer.paragraph(product.title, { size: 24, font: fonts.bold, color: BRAND, gap: 14 });
  writer.showcase(picture, product.figures ?? []);
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
