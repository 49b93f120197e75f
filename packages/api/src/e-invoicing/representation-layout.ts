/**
 * The page grid and drawing primitives of the graphic representation: US Letter, black text on white
 * with greys for structure only, so it reads the same printed in black and white.
 * @module
 */
import type PDFDocument from 'pdfkit';
import type { FontName } from './pdf-assets';

/** A pdfkit document. */
export type Pdf = InstanceType<typeof PDFDocument>;

/** Letter size in points, the side margin, and where the footer (QR, CUFE, authorization) starts. */
export const PAGE = {
  width: 612,
  height: 792,
  margin: 40,
  top: 36,
  footerHeight: 148,
  get contentWidth() {
    return this.width - 2 * this.margin;
  },
  /** Content never goes below this line: the footer is on every page. */
  get contentBottom() {
    return this.height - this.margin - this.footerHeight - 12;
  },
} as const;

/** The greys: text, secondary text, rules and fills. */
export const INK = {
  text: '#000000',
  muted: '#4d4d4d',
  rule: '#8c8c8c',
  fill: '#ececec',
  zebra: '#f6f6f6',
} as const;

/** Options of one piece of text. */
export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** Writes text at (x, y) and returns the y below it. */
export function write(pdf: Pdf, text: string, x: number, y: number, style: TextStyle = {}): number {
  const { font = 'regular', size = 8.5, color = INK.text, width = PAGE.contentWidth, align = 'left' } = style;
  pdf.font(font).fontSize(size).fillColor(color);
  const height = pdf.heightOfString(text, { width, lineGap: 1 });
  pdf.text(text, x, y, { width, align, lineGap: 1 });
  return y + height;
}

/** The height `text` takes in `style`. */
export function measure(pdf: Pdf, text: string, style: TextStyle = {}): number {
  const { font = 'regular', size = 8.5, width = PAGE.contentWidth } = style;
  return pdf.font(font).fontSize(size).heightOfString(text, { width, lineGap: 1 });
}

/** A horizontal rule across `width` from x. */
export function rule(pdf: Pdf, x: number, y: number, width: number, color: string = INK.rule): void {
  pdf
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

/** A small upper-case section title. */
export function sectionTitle(pdf: Pdf, title: string, x: number, y: number, width: number): number {
  return (
    write(pdf, title.toLocaleUpperCase('es-CO'), x, y, { font: 'bold', size: 7.5, color: INK.muted, width }) +
    3
  );
}
