import { en, es } from '@facturo/sdk/i18n';
import type { InvoiceQuery } from '@facturo/sdk/schemas';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ApiProblem } from '../../src/http/api-problem';
import { invoiceXlsx, XLSX_MAX_INVOICES } from '../../src/modules/invoices/invoice-xlsx';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { call } from '../support/api-client';
import { buy, ownerWithOrganization } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let bought: string;

// One seeded invoice is rewritten so the exports meet every hard case at once: issued and paid late
// in the evening in Bogotá (already the next day in UTC), a customer name that looks like a formula,
// a concept with the separator, quotes and a line break.
const TRICKY = {
  createdAt: new Date('2025-03-01T03:05:00Z'), // 28/02/2025 22:05 in Bogotá
  paidAt: new Date('2025-03-01T04:59:00Z'), // 28/02/2025 23:59 in Bogotá
  dueDate: '2025-03-05',
  buyerName: '=HYPERLINK("http://evil.example";"clic")',
  concept: { es: 'Plan; "Básico"\nsegunda línea', en: 'Plan; "Basic"\nsecond line' },
};
let tricky: string;

beforeAll(async () => {
  ({ owner, organizationId } = await ownerWithOrganization(t));
  const purchase = await buy(t, owner, {
    organizationId,
    items: [{ plan_id: 'payroll-50', billing_cycle: 'monthly' }],
  });
  bought = (await call(t.app, 'GET', `/invoices/${purchase.body.invoice_id}`, { token: owner.accessToken }))
    .body.number;
  await seedInvoices(t.deps.db, {
    organizationId,
    count: 40,
    prefix: 'FCT',
    now: new Date(t.clock.now().getTime() - 60_000),
    batchSize: 40,
  });
  const row = await t.deps.db
    .updateTable('invoices')
    .set({
      createdAt: TRICKY.createdAt,
      paidAt: TRICKY.paidAt,
      dueDate: TRICKY.dueDate,
      buyerName: TRICKY.buyerName,
      concept: sql`${JSON.stringify(TRICKY.concept)}::jsonb`,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('invoices')
        .select('id')
        .where('organizationId', '=', organizationId)
        .where('status', '=', 'paid')
        .where('number', 'like', 'FCT%')
        .limit(1),
    )
    .returning('number')
    .executeTakeFirstOrThrow();
  tricky = row.number;
});

/** The raw answer of an export: bytes, not text, so the BOM is seen as sent. */
async function download(path: string, language?: string) {
  const response = await t.app.request(`http://localhost/api/v1${path}`, {
    headers: {
      Authorization: `Bearer ${owner.accessToken}`,
      ...(language ? { 'Accept-Language': language } : {}),
    },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** RFC 4180 with `;`: quoted fields may hold the separator, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    index += 1;
    if (quoted && char === '"' && next === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && next === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const csvOf = (bytes: Uint8Array) =>
  parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)));

describe('GET /invoices/export.csv', () => {
  test('opens in Excel es-CO: BOM, `;`, Spanish headers and statuses, Bogotá times, plain peso digits', async () => {
    const { response, bytes } = await download('/invoices/export.csv?status=paid&sort=number');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="facturas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvOf(bytes);
    expect(header).toEqual([
      'Número',
      'Estado',
      'Creada',
      'Vence',
      'Pagada',
      'Concepto',
      'Cliente',
      'Documento',
      'Subtotal',
      'Descuento',
      'IVA',
      'Total',
      'Saldo a favor aplicado',
      'Pagado',
      'Transacciones',
      'CUFE',
    ]);
    const paid = (await call(t.app, 'GET', '/invoices?status=paid', { token: owner.accessToken })).body.total;
    expect(rows).toHaveLength(paid);
    expect(rows.every((row) => row.length === 16 && row[1] === 'Pagada')).toBe(true);
    expect(rows.every((row) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(row[2] ?? ''))).toBe(true);
    expect(rows.every((row) => /^\d{2}\/\d{2}\/\d{4}$/.test(row[3] ?? ''))).toBe(true);
    expect(rows.every((row) => row.slice(8, 14).every((amount) => /^\d+$/.test(amount)))).toBe(true);
    // The electronic invoice carries its CUFE; those issued before electronic invoicing leave it empty.
    expect(rows.find((row) => row[0] === bought)?.[15]).toMatch(/^[0-9a-f]{96}$/);

    const row = rows.find((fields) => fields[0] === tricky);
    expect(row?.slice(2, 7)).toEqual([
      '28/02/2025 22:05',
      '05/03/2025',
      '28/02/2025 23:59',
      TRICKY.concept.es,
      `'${TRICKY.buyerName}`,
    ]);
    // The raw line: quoted where it holds `;`, quotes or a line break; the formula defused.
    const raw = new TextDecoder().decode(bytes);
    expect(raw).toContain(
      `;"Plan; ""Básico""\nsegunda línea";"'=HYPERLINK(""http://evil.example"";""clic"")";`,
    );
  });

  test('follows the filters, and English headers and statuses when asked', async () => {
    const { bytes } = await download('/invoices/export.csv?status=expired', 'en');
    const [header, ...rows] = csvOf(bytes);
    expect(header?.slice(0, 3)).toEqual(['Number', 'Status', 'Created']);
    const expired = (await call(t.app, 'GET', '/invoices?status=expired', { token: owner.accessToken })).body
      .total;
    expect(expired).toBeGreaterThan(0);
    expect(rows).toHaveLength(expired);
    expect(rows.every((row) => row[1] === 'Expired')).toBe(true);
  });
});

describe('GET /invoices/export.xlsx', () => {
  test('a workbook with real date and peso cells, a frozen header row and column widths', async () => {
    const { response, bytes } = await download('/invoices/export.xlsx?status=paid&sort=number');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="facturas-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [header, ...rows] = await readSheet(Buffer.from(bytes));
    expect(header?.slice(0, 5)).toEqual(['Número', 'Estado', 'Creada', 'Vence', 'Pagada']);
    const paid = (await call(t.app, 'GET', '/invoices?status=paid', { token: owner.accessToken })).body.total;
    expect(rows).toHaveLength(paid);
    expect(rows.every((row) => row[1] === 'Pagada' && row[2] instanceof Date && row[3] instanceof Date)).toBe(
      true,
    );
    expect(rows.every((row) => row.slice(8, 14).every((amount) => typeof amount === 'number'))).toBe(true);
    // Date cells hold Bogotá's wall clock (a spreadsheet has no time zone), as a fraction of a day
    // that reads back within a millisecond: compared to the second.
    const toSecond = (cell: unknown) =>
      cell instanceof Date ? new Date(Math.round(cell.getTime() / 1000) * 1000) : cell;
    const row = rows.find((cells) => cells[0] === tricky)?.map(toSecond);
    expect(row?.slice(2, 7)).toEqual([
      new Date('2025-02-28T22:05:00Z'),
      new Date('2025-03-05T00:00:00Z'),
      new Date('2025-02-28T23:59:00Z'),
      TRICKY.concept.es,
      TRICKY.buyerName,
    ]);
    const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheet).toMatch(/<col [^>]*width="40"/);
    // The customer's name is a text cell, never a formula.
    expect(sheet).not.toContain('<f>');
    const styles = strFromU8(unzipSync(bytes)['xl/styles.xml'] as Uint8Array);
    expect(styles).toContain('formatCode="[$$-240A] #,##0"');
  });

  test('English headers, the same permissions as the CSV', async () => {
    const { bytes } = await download('/invoices/export.xlsx?status=expired', 'en');
    const [header, ...rows] = await readSheet(Buffer.from(bytes));
    expect(header?.[1]).toBe('Status');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[1] === 'Expired')).toBe(true);
    const stranger = await call(t.app, 'GET', `/invoices/export.xlsx?organization_id=${organizationId}`, {
      token: (await signUp(t)).accessToken,
    });
    expect(stranger.status).toBe(404);
  });
});

describe('a workbook too large to build in memory', () => {
  test('is refused with 422 export_too_large before any row is read, in words that name the limit', async () => {
    const query: InvoiceQuery = { sort: '-created_at', page: 1, pageSize: 10, status: ['paid'] };
    const paid = (await call(t.app, 'GET', '/invoices?status=paid', { token: owner.accessToken })).body.total;
    await expect(invoiceXlsx(t.deps.db, organizationId, query, 'es', paid - 1)).rejects.toMatchObject({
      status: 422,
      code: 'export_too_large',
    } satisfies Partial<ApiProblem>);
    // Exactly at the limit is still a workbook.
    expect((await invoiceXlsx(t.deps.db, organizationId, query, 'es', paid)).length).toBeGreaterThan(0);
    expect(es.errors.export_too_large).toContain(XLSX_MAX_INVOICES.toLocaleString('es-CO'));
    expect(en.errors.export_too_large).toContain(XLSX_MAX_INVOICES.toLocaleString('en-US'));
  });
});
