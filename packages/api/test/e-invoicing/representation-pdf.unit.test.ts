import { beforeAll, describe, expect, test } from 'vitest';
import type { DianDocumentData } from '../../src/e-invoicing/dian-document-data.types';
import { readDianDocument } from '../../src/e-invoicing/dian-document-reader';
import { buildElectronicInvoice } from '../../src/e-invoicing/electronic-invoice';
import { renderRepresentationPdf } from '../../src/e-invoicing/representation-pdf';
import { INVOICE_INPUT, SETTINGS, signedFixtures } from './fixtures';
import { keepPdf, pdfFonts, pdfInfo, pdfPages, scanQrCodes } from './pdf-tools';

let invoice: DianDocumentData;
let creditNote: DianDocumentData;

beforeAll(async () => {
  const fixtures = await signedFixtures();
  invoice = readDianDocument(fixtures.invoice.signed);
  creditNote = readDianDocument(fixtures.creditNote.signed);
});

/** The page text with runs of spaces and line breaks folded, for phrases the layout may wrap. */
const folded = (text: string) => text.replace(/\s+/g, ' ');

describe('the graphic representation (PDF)', () => {
  test('the invoice prints what the annex asks, in Spanish, on a Letter page', async () => {
    const { path, pages } = keepPdf(
      'factura',
      await renderRepresentationPdf(invoice, { paymentStatus: 'paid' }),
    );
    expect(pdfInfo(path)).toMatchObject({
      Pages: '1',
      'Page size': '612 x 792 pts (letter)',
      Title: 'Factura electrónica de venta SETP990000123',
    });
    const text = folded(pdfPages(path).join(' '));
    for (const expected of [
      'FACTURA ELECTRÓNICA DE VENTA',
      'No. SETP990000123',
      'Facturo S.A.S.',
      'NIT 901.234.567-7',
      'Responsable de IVA · Gran contribuyente, Autorretenedor',
      'Carrera 7 # 71-21, oficina 1201 · Bogotá, D.C.',
      'IPS Salud del Aburrá S.A.S.',
      'NIT 901.456.789-8',
      'Calle 10 # 43A-30, piso 3 · Medellín, Antioquia',
      'Fecha de emisión 20/11/2026 08:15:00',
      'Fecha de vencimiento 20/11/2026',
      'Forma de pago: Contado',
      'Medio de pago: Tarjeta crédito',
      'Estado del pago: Pagada',
      'Facturación electrónica · Empresarial (anual)',
      'Certificado digital de firma (1 año)',
      'Excluido',
      '19 %',
      '$ 474.000',
      '$ 90.060',
      'Valor excluido de IVA $ 150.000',
      'Total a pagar $ 723.580',
      'Autorización de numeración de facturación DIAN No. 18760000001, vigente del 19/01/2019 al 19/01/2030: prefijo SETP, del SETP990000000 al SETP995000000.',
      'Documento de prueba (habilitación DIAN): sin validez fiscal',
    ]) {
      expect(text).toContain(expected);
    }
    const compact = text.replace(/ /g, '');
    expect(compact).toContain(`CUFE${invoice.documentKey}`);
    expect(compact).toContain(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${invoice.documentKey}`,
    );
    expect(pages).toHaveLength(1);
  });

  test("the printed QR code scans to the document's sts:QRCode, CUFE and query address included", async () => {
    const { pages } = keepPdf('factura-qr', await renderRepresentationPdf(invoice));
    expect(scanQrCodes(pages[0] as string)).toEqual([invoice.qrContent]);
    expect(invoice.qrContent).toContain(`CUFE: ${invoice.documentKey}`);
  });

  test('the credit note names the invoice it corrects, the correction concept and its CUDE', async () => {
    const { path, pages } = keepPdf('nota-credito', await renderRepresentationPdf(creditNote));
    const text = folded(pdfPages(path).join(' '));
    for (const expected of [
      'NOTA CRÉDITO ELECTRÓNICA',
      'No. NC17',
      'FACTURA QUE CORRIGE',
      'SETP990000123 del 20/11/2026',
      'Concepto de corrección: Anulación de factura electrónica (código 2)',
      'Motivo: Cambio de la fecha de facturación',
      'Total de la nota crédito $ 564.060',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/ /g, '')).toContain(`CUDE${creditNote.documentKey}`);
    expect(text).not.toContain('Autorización de numeración');
    expect(text).not.toContain('Estado del pago');
    expect(scanQrCodes(pages[0] as string)).toEqual([creditNote.qrContent]);
  });

  test('embeds Public Sans with a Unicode map, so accents print and copy as text', async () => {
    const { path } = keepPdf('fuentes', await renderRepresentationPdf(invoice));
    const fonts = pdfFonts(path);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font).toMatchObject({
        name: expect.stringContaining('PublicSans'),
        embedded: true,
        unicode: true,
      });
  });

  test('many lines continue on further pages, each with the QR, the CUFE and its page number', async () => {
    const line = INVOICE_INPUT.lines[2] as (typeof INVOICE_INPUT.lines)[number];
    const lines = Array.from({ length: 40 }, (_, index) => ({
      ...line,
      code: `documentos-${index + 1}`,
      description: `Documentos adicionales, lote ${index + 1}`,
    }));
    const built = await buildElectronicInvoice({ ...INVOICE_INPUT, lines }, SETTINGS);
    const data = readDianDocument(built.xml);
    const { path, pages } = keepPdf(
      'factura-varias-paginas',
      await renderRepresentationPdf(data, { paymentStatus: 'unpaid' }),
    );
    const texts = pdfPages(path).map(folded);
    expect(texts.length).toBeGreaterThan(1);
    texts.forEach((text, index) => {
      expect(text).toContain(`Página ${index + 1} de ${texts.length}`);
      if (index > 0) expect(text).toContain('Factura electrónica de venta No. SETP990000123 (continuación)');
      expect(text.replace(/ /g, '')).toContain(built.documentKey);
      expect(text).toContain('Descripción');
    });
    expect(texts.join(' ')).toContain('Documentos adicionales, lote 40');
    expect(texts.at(-1)).toContain('Total a pagar $ 380.800');
    expect(texts[0]).toContain('Estado del pago: Por pagar');
    expect(scanQrCodes(pages.at(-1) as string)).toEqual([data.qrContent]);
  });
});
