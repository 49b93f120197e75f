/**
 * The graphic representation of an invoice or credit note: a Spanish, US Letter PDF drawn with pdfkit
 * from the document's own XML (`readDianDocument`), so paper and XML cannot disagree. Issuer and buyer,
 * payment terms and status (or the invoice a credit note corrects), the lines with their IVA, the
 * totals in pesos, and on every page the QR code, the CUFE/CUDE with DIAN's query address and the
 * numbering authorization.
 * @module
 */
import { formatNit } from '@facturo/sdk/co';
import type { InvoiceStatus } from '@facturo/sdk/schemas';
import type { DianDocumentData, PartyData } from './dian-document-data.types';
import { type FontName, fontFilesOf, qrModules } from './pdf-assets';
import { INK, PAGE, type Pdf, rule, sectionTitle, write } from './representation-layout';
import { drawLines, drawTotals } from './representation-lines';
import {
  authorizationText,
  correctionConceptText,
  dateText,
  documentTitle,
  partyDocument,
  paymentStatusText,
  paymentTexts,
  placeText,
  taxProfile,
  timeText,
} from './representation-text';

/** What the PDF shows beyond the XML: the invoice's payment status today and how it was paid. */
export interface RepresentationOptions {
  /** Printed on invoices ("Pagada", "Por pagar"…); credit notes have none. */
  paymentStatus?: InvoiceStatus;
  /** The approved PSE transfers that paid the invoice: the bank and the transfer id (CUS). */
  bankTransfers?: readonly { bank: string | null; bankTransferId: string | null }[];
}

const HALF = (PAGE.contentWidth - 16) / 2;

function partyLines(party: PartyData): string[] {
  const contact = [party.email, party.phone].filter(Boolean).join(' · ');
  return [partyDocument(party), taxProfile(party), placeText(party), contact].filter(Boolean);
}

function drawHeader(pdf: Pdf, data: DianDocumentData): number {
  const { issuer } = data;
  const left = HALF + 20;
  let y = write(pdf, issuer.tradeName ?? issuer.legalName, PAGE.margin, PAGE.top, {
    font: 'bold',
    size: 18,
    width: left,
  });
  if (issuer.tradeName)
    y = write(pdf, issuer.legalName, PAGE.margin, y + 1, { font: 'semibold', size: 10, width: left });
  for (const line of partyLines(issuer))
    y = write(pdf, line, PAGE.margin, y + 2, { color: INK.muted, width: left });

  const x = PAGE.margin + PAGE.contentWidth - 220;
  pdf.rect(x, PAGE.top, 220, 22).fill(INK.text);
  write(pdf, documentTitle(data.kind).toLocaleUpperCase('es-CO'), x, PAGE.top + 7, {
    font: 'bold',
    size: 9.5,
    color: '#ffffff',
    width: 220,
    align: 'center',
  });
  let boxY =
    write(pdf, `No. ${data.number}`, x, PAGE.top + 30, {
      font: 'bold',
      size: 15,
      width: 220,
      align: 'center',
    }) + 4;
  const rows: [string, string][] = [
    ['Fecha de emisión', `${dateText(data.issueDate)} ${timeText(data.issueTime)}`],
  ];
  if (data.dueDate) rows.push(['Fecha de vencimiento', dateText(data.dueDate)]);
  for (const [label, value] of rows) {
    write(pdf, label, x + 8, boxY, { size: 8, color: INK.muted, width: 90 });
    boxY = write(pdf, value, x + 92, boxY, { size: 8, width: 120, align: 'right' }) + 2;
  }
  pdf
    .rect(x, PAGE.top, 220, boxY - PAGE.top + 4)
    .lineWidth(0.8)
    .strokeColor(INK.text)
    .stroke();
  if (data.environment === 'test') {
    boxY = write(pdf, 'Documento de prueba (habilitación DIAN): sin validez fiscal', x, boxY + 8, {
      font: 'bold',
      size: 7.5,
      width: 220,
      align: 'center',
    });
  }
  return Math.max(y, boxY) + 14;
}

function panel(pdf: Pdf, x: number, y: number, title: string, lines: [string, FontName?][]): number {
  let bottom = sectionTitle(pdf, title, x, y, HALF);
  for (const [text, font] of lines)
    bottom = write(pdf, text, x, bottom + 1.5, { width: HALF, font, size: font ? 9.5 : 8.5 });
  return bottom;
}

function drawParties(pdf: Pdf, data: DianDocumentData, options: RepresentationOptions, top: number): number {
  const buyer: [string, FontName?][] = [
    [data.buyer.legalName, 'semibold'],
    ...partyLines(data.buyer).map((line): [string] => [line]),
  ];
  const right: [string, FontName?][] = [];
  let title = 'Pago';
  if (data.correction) {
    const { correction } = data;
    title = 'Factura que corrige';
    right.push([`${correction.invoiceNumber} del ${dateText(correction.invoiceIssueDate)}`, 'semibold']);
    right.push([`Concepto de corrección: ${correctionConceptText(correction.conceptCode)}`]);
    right.push([`Motivo: ${correction.description}`]);
    right.push([`CUFE: ${correction.invoiceKey}`]);
  }
  if (data.payment) {
    const [method, means] = paymentTexts(data.payment);
    right.push([`Forma de pago: ${method}`], [`Medio de pago: ${means}`]);
    if (data.payment.dueDate) right.push([`Fecha límite de pago: ${dateText(data.payment.dueDate)}`]);
    if (data.payment.reference) right.push([`Referencia del pago: ${data.payment.reference}`]);
  }
  if (options.paymentStatus)
    right.push([`Estado del pago: ${paymentStatusText(options.paymentStatus)}`, 'semibold']);
  for (const transfer of options.bankTransfers ?? []) {
    right.push([`Pagada por PSE: ${transfer.bank ?? 'banco no informado'}`]);
    if (transfer.bankTransferId)
      right.push([`Código único de la transferencia (CUS): ${transfer.bankTransferId}`]);
  }
  rule(pdf, PAGE.margin, top, PAGE.contentWidth);
  const bottom = Math.max(
    panel(pdf, PAGE.margin, top + 8, 'Adquiriente', buyer),
    panel(pdf, PAGE.margin + HALF + 16, top + 8, title, right),
  );
  return bottom + 14;
}

function drawQr(pdf: Pdf, text: string, x: number, y: number, side: number): void {
  const { size, isDark } = qrModules(text);
  // Four modules of quiet zone on each side, as scanners expect.
  const cell = side / (size + 8);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (isDark(row, column)) pdf.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  pdf.fill(INK.text);
}

function drawFooter(pdf: Pdf, data: DianDocumentData, page: number, pages: number): void {
  const top = PAGE.height - PAGE.margin - PAGE.footerHeight;
  rule(pdf, PAGE.margin, top, PAGE.contentWidth, INK.text);
  drawQr(pdf, data.qrContent, PAGE.margin - 6, top + 6, 112);
  const x = PAGE.margin + 116;
  const width = PAGE.contentWidth - 116;
  const keyName = data.kind === 'invoice' ? 'CUFE' : 'CUDE';
  let y = write(pdf, keyName, x, top + 10, { font: 'bold', size: 7.5, width });
  y = write(pdf, data.documentKey, x, y + 1, { size: 7, width });
  const url = data.qrContent.split('\n').at(-1) ?? '';
  y = write(pdf, 'Consulte este documento en la DIAN', x, y + 5, { font: 'bold', size: 7.5, width });
  y = write(pdf, url, x, y + 1, { size: 7, color: INK.muted, width });
  if (data.authorization)
    y = write(pdf, authorizationText(data.authorization), x, y + 5, { size: 7.5, width });
  const provider = `Software propio de ${data.issuer.legalName}, NIT ${formatNit(data.software.providerNit)}`;
  write(
    pdf,
    `Representación gráfica de la ${documentTitle(data.kind).toLocaleLowerCase('es-CO')}, firmada digitalmente. ${provider}.`,
    x,
    y + 5,
    {
      size: 7,
      color: INK.muted,
      width,
    },
  );
  write(pdf, `${data.number} · Página ${page} de ${pages}`, PAGE.margin, PAGE.height - PAGE.margin - 9, {
    size: 7,
    color: INK.muted,
    align: 'right',
  });
}

/**
 * Renders the PDF of a document read with `readDianDocument`. Deterministic for the same data and
 * options (the PDF's creation date is the document's issue date).
 */
export async function renderRepresentationPdf(
  data: DianDocumentData,
  options: RepresentationOptions = {},
): Promise<Buffer> {
  // Loaded on the first PDF, not at start: pdfkit and its font metrics are ~0.4 s and ~30 MB.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf: Pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.top, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    bufferPages: true,
    info: {
      Title: `${documentTitle(data.kind)} ${data.number}`,
      Author: data.issuer.legalName,
      Subject: `${data.kind === 'invoice' ? 'CUFE' : 'CUDE'} ${data.documentKey}`,
      CreationDate: new Date(`${data.issueDate}T${data.issueTime}`),
    },
    lang: 'es-CO',
  });
  for (const [name, file] of Object.entries(fontFilesOf())) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = drawHeader(pdf, data);
  y = drawParties(pdf, data, options, y);
  y = drawLines(pdf, data, y);
  drawTotals(pdf, data, y);
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    pdf.switchToPage(page);
    drawFooter(pdf, data, page - start + 1, count);
  }
  pdf.end();
  return done;
}
