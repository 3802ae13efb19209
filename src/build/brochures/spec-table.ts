import type { PDFPage } from 'pdf-lib';
import { BRAND, MUTED, PANEL, RULE, WHITE, type Fonts } from './brochure-style';
import type { BrochureProduct } from './collect-brochures';
import { toEncodable, wrapText } from './pdf-text';

type Figure = NonNullable<BrochureProduct['figures']>[number];

const HEADER_HEIGHT = 24;
const PADDING = 8;
const LABEL_SIZE = 9.5;
const VALUE_SIZE = 11;
const LINE_HEIGHT = 12.5;

interface Row {
  labelLines: string[];
  value: string;
  height: number;
}

/** The product's key figures as a two-column table: what is measured, then the value. */
export class SpecTable {
  private readonly rows: Row[];
  readonly height: number;

  constructor(
    private readonly fonts: Fonts,
    figures: Figure[],
    readonly width: number,
  ) {
    const valueWidth = Math.min(width * 0.42, Math.max(...figures.map((f) => this.valueWidth(f.value))) + PADDING);
    const labelWidth = width - valueWidth - 3 * PADDING;
    this.rows = figures.map((figure) => {
      const labelLines = wrapText(figure.label, fonts.regular, LABEL_SIZE, labelWidth);
      return { labelLines, value: figure.value, height: labelLines.length * LINE_HEIGHT + 2 * PADDING - 3 };
    });
    this.height = HEADER_HEIGHT + this.rows.reduce((sum, row) => sum + row.height, 0);
  }

  /** Draws the table with its top-left corner at (x, top). */
  draw(page: PDFPage, x: number, top: number): void {
    const { regular, bold } = this.fonts;
    page.drawRectangle({ x, y: top - HEADER_HEIGHT, width: this.width, height: HEADER_HEIGHT, color: BRAND });
    page.drawText('Specifications', { x: x + PADDING, y: top - 16, size: 10, font: bold, color: WHITE });
    let y = top - HEADER_HEIGHT;
    this.rows.forEach((row, index) => {
      if (index % 2 === 1)
        page.drawRectangle({ x, y: y - row.height, width: this.width, height: row.height, color: PANEL });
      row.labelLines.forEach((line, lineIndex) =>
        page.drawText(toEncodable(line, regular), {
          x: x + PADDING,
          y: y - PADDING - 8 - lineIndex * LINE_HEIGHT,
          size: LABEL_SIZE,
          font: regular,
          color: MUTED,
        }),
      );
      const value = toEncodable(row.value, bold);
      page.drawText(value, {
        x: x + this.width - PADDING - bold.widthOfTextAtSize(value, VALUE_SIZE),
        y: y - PADDING - 8,
        size: VALUE_SIZE,
        font: bold,
        color: BRAND,
      });
      y -= row.height;
    });
    page.drawRectangle({ x, y, width: this.width, height: this.height, borderColor: RULE, borderWidth: 0.75 });
  }

  private valueWidth(value: string): number {
    return this.fonts.bold.widthOfTextAtSize(toEncodable(value, this.fonts.bold), VALUE_SIZE);
  }
}
