import { readFile } from 'node:fs/promises';
import { ErpPage } from '../erp/erp-page';
import { billingGet, ownerToken } from '../erp/support/demo-owner';
import { axeAudit } from '../support/axe';
import { expect, test } from '../support/test';

interface Page {
  items: { number: string; status: string }[];
  total: number;
}

test.describe('invoice list on 1,000 seeded invoices (billing API, ERP page)', () => {
  test('server paging, page size, search, status filter and CSV export of the filtered set', async ({
    page,
    request,
  }) => {
    const owner = await ownerToken(request);
    const all = await billingGet<Page>(request, owner, '/invoices?page_size=100');
    expect(all.total).toBeGreaterThanOrEqual(1000);

    const erp = new ErpPage(page);
    await erp.open('full');
    const list = erp.invoices;
    const rows = list.getByRole('row').filter({ has: page.getByRole('rowheader') });
    const total = new Intl.NumberFormat('es-CO', {
      useGrouping: 'always',
    } as Intl.NumberFormatOptions).format(all.total);
    await expect(list.getByText(`1–10 de ${total}`)).toBeVisible();
    await expect(rows).toHaveCount(10);

    // Page size and server paging.
    await list.getByLabel('Filas por página').selectOption('50');
    await expect(rows).toHaveCount(50);
    await list.getByRole('button', { name: /Siguiente/ }).click();
    await expect(list.getByText(`51–100 de ${total}`)).toBeVisible();
    await expect(rows.first()).toContainText(all.items[50]?.number ?? 'missing');

    // Search by number, sent once the typing pauses.
    const wanted = all.items[7]?.number as string;
    const searches: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.endsWith('/invoices') && url.searchParams.has('search'))
        searches.push(url.searchParams.get('search') ?? '');
    });
    await list.getByRole('searchbox', { name: 'Buscar' }).pressSequentially(wanted, { delay: 40 });
    // Debounced, not one request per key: a loaded machine may pause long enough between two keys
    // to send a prefix first, so the test asks for fewer searches than keys and the last one whole.
    await expect.poll(() => searches.at(-1)).toBe(wanted);
    await expect(rows.first()).toContainText(wanted);
    expect(searches.length).toBeLessThan(wanted.length);
    await list.getByRole('button', { name: 'Limpiar filtros' }).first().click();

    // Status filter, Spanish labels, and the API agrees on the count.
    await list.getByLabel('Estado').selectOption({ label: 'Vencida' });
    const expired = await billingGet<Page>(request, owner, '/invoices?status=expired');
    const expiredTotal = new Intl.NumberFormat('es-CO', {
      useGrouping: 'always',
    } as Intl.NumberFormatOptions).format(expired.total);
    await expect(list.getByText(new RegExp(`de ${expiredTotal}$`))).toBeVisible();
    await expect(rows.filter({ hasText: 'Vencida' })).toHaveCount(await rows.count());

    // The export has exactly the filtered invoices (one line each, plus the header).
    const download = page.waitForEvent('download');
    await list.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    // For Excel set up for Colombia: a BOM (trim() would drop it, so it is checked first), `;`,
    // Spanish headers and statuses.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(expired.total + 1);
    expect(lines[0]).toMatch(/^Número;Estado;Creada;/);
    expect(lines.slice(1).every((line) => line.split(';')[1] === 'Vencida')).toBe(true);
    const workbook = page.waitForEvent('download');
    await list.getByRole('button', { name: 'Exportar Excel' }).click();
    expect((await workbook).suggestedFilename()).toMatch(/^facturas-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const audit = await axeAudit(page).include('#invoices').analyze();
    const serious = audit.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  });
});
