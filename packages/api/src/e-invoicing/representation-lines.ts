/**
 * The lines table and the totals of the graphic representation. The table continues on further pages,
 * repeating its header, when the lines do not fit above the footer.
 * @module
 */
import { IVA_GENERAL_RATE_PERCENT } from '@facturo/sdk/co';
import type { DianDocumentData, LineData } from './dian-document-data.types';
import { INK, measure, PAGE, type Pdf, rule, write } from './representation-layout';
import { documentTitle, ivaText, money } from './representation-text';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (line: LineData, position: number) => string;
}

const FIXED: Column[] = [
  { title: 'Cant.', width: 34, align: 'right', value: (line) => String(line.quantity) },
  { title: 'Valor unitario', width: 70, align: 'right', value: (line) => money(line.unitPrice) },
  { title: 'IVA', width: 46, align: 'center', value: ivaText },
  { title: 'Valor IVA', width: 62, align: 'right', value: (line) => money(line.iva) },
  { title: 'Total', width: 72, align: 'right', value: (line) => money(line.subtotal + line.iva) },
];

const columns: Column[] = [
  { title: '#', width: 20, align: 'left', value: (_line, position) => String(position) },
  {
    title: 'Descripción',
    width: PAGE.contentWidth - 20 - FIXED.reduce((sum, column) => sum + column.width, 0),
    align: 'left',
    value: (line) => (line.code ? `${line.description}\nCódigo: ${line.code}` : line.description),
  },
  ...FIXED,
];

const PADDING = 4;

function header(pdf: Pdf, y: number): number {
  pdf.rect(PAGE.margin, y, PAGE.contentWidth, 16).fill(INK.fill);
  let x = PAGE.margin;
  for (const column of columns) {
    write(pdf, column.title, x + PADDING, y + 4.5, {
      font: 'bold',
      size: 7.5,
      width: column.width - 2 * PADDING,
      align: column.align,
    });
    x += column.width;
  }
  return y + 16;
}

/** A new page that says whose lines continue on it; returns the y below that line. */
function continuation(pdf: Pdf, data: DianDocumentData): number {
  pdf.addPage();
  const title = `${documentTitle(data.kind)} No. ${data.number} (continuación)`;
  return write(pdf, title, PAGE.margin, PAGE.top, { font: 'semibold', size: 10 }) + 8;
}

/** Draws the lines from `y`, on as many pages as needed; returns the y below the table. */
export function drawLines(pdf: Pdf, data: DianDocumentData, top: number): number {
  let y = header(pdf, top);
  data.lines.forEach((line, index) => {
    const texts = columns.map((column) => column.value(line, index + 1));
    const height =
      Math.max(
        ...texts.map((text, at) => measure(pdf, text, { width: (columns[at]?.width ?? 0) - 2 * PADDING })),
      ) +
      2 * PADDING;
    if (y + height > PAGE.contentBottom) y = header(pdf, continuation(pdf, data));
    if (index % 2 === 1) pdf.rect(PAGE.margin, y, PAGE.contentWidth, height).fill(INK.zebra);
    let x = PAGE.margin;
    texts.forEach((text, at) => {
      const column = columns[at] as Column;
      const [first, ...rest] = text.split('\n');
      const below = write(pdf, first ?? '', x + PADDING, y + PADDING, {
        width: column.width - 2 * PADDING,
        align: column.align,
      });
      if (rest.length > 0)
        write(pdf, rest.join('\n'), x + PADDING, below, {
          size: 7,
          color: INK.muted,
          width: column.width - 2 * PADDING,
        });
      x += column.width;
    });
    y += height;
    rule(pdf, PAGE.margin, y, PAGE.contentWidth, INK.fill);
  });
  rule(pdf, PAGE.margin, y, PAGE.contentWidth);
  return y;
}

const TOTALS_WIDTH = 240;

/** The totals box at the right, and the note at the left; returns the y below both. */
export function drawTotals(pdf: Pdf, data: DianDocumentData, top: number): number {
  const { totals } = data;
  const excluded = totals.subtotal - totals.taxableBase;
  const rows: [string, string][] = [['Subtotal (antes de IVA)', money(totals.subtotal)]];
  if (totals.taxableBase > 0) {
    rows.push([`IVA ${IVA_GENERAL_RATE_PERCENT} % sobre ${money(totals.taxableBase)}`, money(totals.iva)]);
  }
  if (excluded > 0) rows.push(['Valor excluido de IVA', money(excluded)]);
  const totalLabel = data.kind === 'invoice' ? 'Total a pagar' : 'Total de la nota crédito';
  const height = rows.length * 14 + 26;
  let y = top + 10;
  if (y + height > PAGE.contentBottom) y = continuation(pdf, data);
  const x = PAGE.margin + PAGE.contentWidth - TOTALS_WIDTH;
  let rowY = y;
  for (const [label, value] of rows) {
    write(pdf, label, x, rowY, { width: TOTALS_WIDTH - 90, color: INK.muted });
    write(pdf, value, x + TOTALS_WIDTH - 90, rowY, { width: 90, align: 'right' });
    rowY += 14;
  }
  rule(pdf, x, rowY + 2, TOTALS_WIDTH, INK.text);
  write(pdf, totalLabel, x, rowY + 8, { font: 'bold', size: 11, width: TOTALS_WIDTH - 100 });
  write(pdf, money(totals.total), x + TOTALS_WIDTH - 110, rowY + 8, {
    font: 'bold',
    size: 11,
    width: 110,
    align: 'right',
  });
  let noteBottom = y;
  if (data.note) {
    const width = PAGE.contentWidth - TOTALS_WIDTH - 24;
    noteBottom = write(pdf, 'Observaciones', PAGE.margin, y, {
      font: 'bold',
      size: 7.5,
      color: INK.muted,
      width,
    });
    noteBottom = write(pdf, data.note, PAGE.margin, noteBottom + 2, { width });
  }
  return Math.max(rowY + 26, noteBottom);
}
