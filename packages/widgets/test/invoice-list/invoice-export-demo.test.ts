import { exportInvoicesCsv, exportInvoicesXlsx } from '@facturo/sdk/endpoints';
import { es } from '@facturo/sdk/i18n';
import { INVOICE_STATUSES } from '@facturo/sdk/schemas';
import { describe, expect, test } from 'vitest';
import { DEMO_STATUS_NAMES } from '../../src/invoice-list/invoice-export.demo';
import { DEMO_INVOICE_COUNT, invoiceListDemoRoutes } from '../../src/invoice-list/invoice-list.demo';
import { STATUS_KEYS } from '../../src/invoice-list/invoice-status';

// The `demo` widget's exports are files in the API's formats, so a visitor sees what they would get.
const NOW = Date.parse('2026-11-28T03:05:00Z'); // 27/11/2026 22:05 in Bogotá
const routes = invoiceListDemoRoutes(() => NOW);
async function handle(endpoint: typeof exportInvoicesCsv | typeof exportInvoicesXlsx, query: object) {
  const route = routes.find((candidate) => candidate.endpoint === endpoint);
  if (!route) throw new Error(`No demo route for ${endpoint.path}`);
  const answer: unknown = await route.handle({ query } as never, { endpoint });
  if (!(answer instanceof Blob)) throw new Error(`${endpoint.path} answered no file`);
  return answer;
}

describe('invoice list demo exports', () => {
  test('the CSV opens in Excel es-CO: BOM, `;`, Spanish headers and statuses, Bogotá times', async () => {
    const blob = await handle(exportInvoicesCsv, { sort: '-created_at' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    const { columnNumber, columnStatus, columnCreated, columnDue, columnPaid, columnTotal } = es.invoices;
    expect(lines[0]).toBe(
      [columnNumber, columnStatus, columnCreated, columnDue, columnPaid, columnTotal].join(';'),
    );
    expect(lines).toHaveLength(DEMO_INVOICE_COUNT + 1);
    // The newest was issued a day before "now": 26/11/2026 at 22:05 in Bogotá, due five days later.
    expect(lines[1]).toMatch(/^FCT1100;[A-ZÁÉÍÓÚ][a-záéíóú ]+;26\/11\/2026 22:05;01\/12\/2026;[^;]*;\d+$/);
    expect(lines.slice(1).some((line) => line.split(';')[1] === 'Pagada')).toBe(true);
    expect(lines.slice(1).every((line) => !/;(paid|unpaid|expired);/.test(line))).toBe(true);
  });

  test('its status names are the Spanish list’s', () => {
    for (const status of INVOICE_STATUSES) {
      const key = STATUS_KEYS[status].slice('invoices.'.length) as keyof typeof es.invoices;
      expect(DEMO_STATUS_NAMES[status]).toBe(es.invoices[key]);
    }
  });

  test('the workbook is a real .xlsx file (a zip)', async () => {
    const blob = await handle(exportInvoicesXlsx, { status: 'paid', sort: '-created_at' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 2))).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
