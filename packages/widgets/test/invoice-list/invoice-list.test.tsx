import type { Invoice } from '@facturo/sdk/schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { InvoiceList } from '../../src/index';
import * as navigation from '../../src/runtime/core/navigation';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { invoice, signIn, widgetToken, wire } from '../support/billing';
import { AFTER_RETRIES, FAKE_API_BASE, type FakeRequest, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

/** 42 invoices, newest first: FCT1042 … FCT1001, every eighth unpaid. */
const HISTORY: Invoice[] = Array.from({ length: 42 }, (_, index) =>
  invoice({ number: `FCT${1042 - index}`, status: index % 8 === 3 ? 'unpaid' : 'paid' }),
);

/**
 * `GET /invoices` over {@link HISTORY}: search by number, status filter, server paging; both exports
 * answer a file unless `routes` says otherwise.
 */
function serveInvoices(items: Invoice[] = HISTORY, routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /invoices': ({ query }: FakeRequest) => {
      const search = query.get('search') ?? '';
      const status = query.get('status');
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 10);
      const selected = items.filter(
        (item) => item.number.includes(search.toUpperCase()) && (!status || item.status === status),
      );
      return wire({
        items: selected.slice((page - 1) * size, page * size),
        total: selected.length,
        page,
        pageSize: size,
      });
    },
    'GET /invoices/export.csv': () => ({
      body: 'Número\r\nFCT1042',
      headers: { 'Content-Type': 'text/csv' },
    }),
    'GET /invoices/export.xlsx': () => ({
      body: 'PK',
      headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    }),
    ...routes,
  });
}

const lastList = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/invoices').at(-1);
const rowNumbers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent?.slice(0, 7));

describe('<InvoiceList>', () => {
  test('shows a loading state, then the first page with number, status, dates and total in COP', async () => {
    signIn();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = serveInvoices();
    const list = api.fetch.getMockImplementation();
    api.fetch.mockImplementation(async (...args: Parameters<typeof fetch>) => {
      await answered;
      return (list as typeof fetch)(...args);
    });
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    expect(screen.getByText('Cargando facturas…')).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
    answer();
    const table = await screen.findByRole('table', { name: /Facturas, de la más reciente/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Número', 'Estado', 'Emisión', 'Vencimiento', 'Fecha de pago', 'Valor total']);
    expect(rowNumbers()).toHaveLength(10);
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(first.getByText('FCT1042')).toBeTruthy();
    expect(first.getByText('Pagada')).toBeTruthy();
    expect(first.getByText('$ 593.810')).toBeTruthy();
    expect(first.getByText('25 de nov de 2026')).toBeTruthy();
    expect(screen.getByText('1–10 de 42')).toBeTruthy();
    expect(screen.getByText('Página 1 de 5')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('42 facturas')).toBeTruthy());
  });

  test('the search is sent once the typing pauses, and goes back to page 1', async () => {
    signIn();
    const api = serveInvoices();
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(lastList(api.requests)?.query.get('page')).toBe('2'));
    const before = api.requests.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), '103');
    await waitFor(() => expect(lastList(api.requests)?.query.get('search')).toBe('103'));
    // One request for the settled text, none per keystroke.
    expect(api.requests.slice(before).map((request) => request.query.get('search'))).toEqual(['103']);
    expect(lastList(api.requests)?.query.get('page')).toBe('1');
    await waitFor(() =>
      expect(rowNumbers()).toEqual([
        'FCT1039',
        'FCT1038',
        'FCT1037',
        'FCT1036',
        'FCT1035',
        'FCT1034',
        'FCT1033',
        'FCT1032',
        'FCT1031',
        'FCT1030',
      ]),
    );
  });

  test('status filter with Spanish names, date range checked before it is sent', async () => {
    signIn();
    const api = serveInvoices();
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await screen.findByRole('table');
    const status = screen.getByRole('combobox', { name: 'Estado' });
    const options = within(status)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Todos los estados',
      'Pagada',
      'Por pagar',
      'Pago parcial',
      'Pendiente',
      'En proceso',
      'Anulada',
      'Reembolsada',
      'Vencida',
    ]);
    await userEvent.selectOptions(status, 'unpaid');
    await waitFor(() => expect(lastList(api.requests)?.query.get('status')).toBe('unpaid'));
    await waitFor(() => expect(screen.getAllByText('Por pagar').length).toBeGreaterThan(5));

    fireEvent.change(screen.getByLabelText('Emitidas desde'), { target: { value: '10/11/2026' } });
    fireEvent.change(screen.getByLabelText('Emitidas hasta'), { target: { value: '01/11/2026' } });
    expect(await screen.findByText('La fecha final debe ser igual o posterior a la inicial.')).toBeTruthy();
    await waitFor(() => expect(lastList(api.requests)?.query.get('from')).toBe('2026-11-10'));
    expect(lastList(api.requests)?.query.has('to')).toBe(false);
    fireEvent.change(screen.getByLabelText('Emitidas hasta'), { target: { value: '30/11/2026' } });
    await waitFor(() => expect(lastList(api.requests)?.query.get('to')).toBe('2026-11-30'));
  });

  test.each([5, 20, 25, 50, 100])('page size %i is asked to the server', async (size) => {
    signIn();
    const api = serveInvoices();
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), String(size));
    await waitFor(() => expect(lastList(api.requests)?.query.get('page_size')).toBe(String(size)));
    await waitFor(() => expect(rowNumbers()).toHaveLength(Math.min(size, 42)));
  });

  test('sorting by a column asks the server and says which order is active', async () => {
    signIn();
    const api = serveInvoices();
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await screen.findByRole('table');
    const created = screen.getByRole('columnheader', { name: /Emisión/ });
    expect(created.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Valor total/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastList(api.requests)?.query.get('sort')).toBe('total'));
    expect(screen.getByRole('columnheader', { name: /Valor total/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Valor total/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastList(api.requests)?.query.get('sort')).toBe('-total'));
  });

  test('arrow keys move between rows; Enter opens the detail with lines, IVA and payments; back returns', async () => {
    signIn();
    serveInvoices();
    const onInvoiceOpen = vi.fn();
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} onInvoiceOpen={onInvoiceOpen} />);
    const first = await screen.findByRole('button', { name: /^FCT1042/ });
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('FCT1040');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('FCT1033');
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onInvoiceOpen.mock.calls[0]?.[0].detail).toEqual({
      invoiceId: HISTORY[1]?.id,
      invoiceNumber: HISTORY[1]?.number,
    });

    const heading = await screen.findByRole('heading', { name: 'Factura FCT1041' });
    expect(document.activeElement).toBe(heading);
    const lines = screen.getByRole('table', { name: 'Detalle de la factura' });
    expect(within(lines).getByText('Facturación electrónica · Pyme (anual)')).toBeTruthy();
    expect(within(lines).getByText('19 %')).toBeTruthy();
    const amount = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(amount('Subtotal (antes de IVA)')).toBe('$ 499.000');
    expect(amount('Descuento')).toBe('$ 0');
    expect(amount('IVA')).toBe('$ 94.810');
    expect(amount('Total de la factura')).toBe('$ 593.810');
    const payments = screen.getByRole('table', { name: 'Pagos' });
    expect(within(payments).getByText('Mastercard •••• 3564')).toBeTruthy();
    expect(within(payments).getByText('Aprobado')).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Volver a las facturas' }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('FCT1041'));
  });

  test("a plan change's invoice shows the credit applied apart from what the card paid, adding up to its total", async () => {
    signIn();
    // Emprendedor → Empresarial: 45.000 settled by 33.000 of unused days and a card payment of 12.000.
    const upgrade = invoice({
      number: 'SETP990000042',
      total: 45_000,
      creditApplied: 33_000,
      amountPaid: 12_000,
    });
    serveInvoices([upgrade]);
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await userEvent.click(await screen.findByRole('button', { name: /^SETP990000042/ }));
    await screen.findByRole('heading', { name: 'Factura SETP990000042' });
    const amount = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(amount('Total de la factura')).toBe('$ 45.000');
    expect(amount('Saldo a favor aplicado')).toBe('$ 33.000');
    expect(amount('Pagado')).toBe('$ 12.000');
    expect(amount('Saldo pendiente')).toBe('$ 0');
  });

  test('an integrator can cancel facturo-invoice-open to deep-link instead', async () => {
    signIn();
    serveInvoices();
    await renderWidget(
      <InvoiceList apiBase={FAKE_API_BASE} onInvoiceOpen={(event) => event.preventDefault()} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^FCT1042/ }));
    expect(screen.queryByRole('heading', { name: 'Factura FCT1042' })).toBeNull();
    expect(screen.getByRole('table', { name: /Facturas/ })).toBeTruthy();
  });

  test('an open invoice offers "Pagar" its balance: to checkout-url?invoice=<id> unless the host cancels facturo-invoice-pay; a paid one does not', async () => {
    signIn();
    serveInvoices();
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    const onInvoicePay = vi.fn();
    const view = await renderWidget(
      <InvoiceList
        apiBase={FAKE_API_BASE}
        checkoutUrl="https://tienda.example.co/pagar"
        onInvoicePay={onInvoicePay}
      />,
    );
    const unpaid = HISTORY[3] as Invoice;
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${unpaid.number}`) }));
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar \$\s593\.810$/ }));
    expect(onInvoicePay.mock.calls[0]?.[0].detail).toEqual({
      invoiceId: unpaid.id,
      invoiceNumber: unpaid.number,
    });
    expect(navigate).toHaveBeenCalledWith(`https://tienda.example.co/pagar?invoice=${unpaid.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Volver a las facturas' }));
    await userEvent.click(await screen.findByRole('button', { name: /^FCT1042/ }));
    await screen.findByRole('heading', { name: 'Factura FCT1042' });
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();

    // A host that routes itself (the portal) cancels the event: the widget goes nowhere.
    navigate.mockClear();
    await view.rerender(
      <InvoiceList apiBase={FAKE_API_BASE} onInvoicePay={(event) => event.preventDefault()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Volver a las facturas' }));
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${unpaid.number}`) }));
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar/ }));
    expect(navigate).not.toHaveBeenCalled();
  });

  test.each([
    ['CSV', 'Exportar CSV', 'csv'],
    ['an Excel workbook', 'Exportar Excel', 'xlsx'],
  ])('exports the filtered set as %s (filters, no paging)', async (_format, label, extension) => {
    signIn();
    const api = serveInvoices();
    const createObjectURL = vi.fn(() => 'blob:facturas');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} status="unpaid" />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const exports = api.requests.filter((request) => request.path.startsWith('/invoices/export.'));
    expect(exports.map((request) => request.path)).toEqual([`/invoices/export.${extension}`]);
    expect(Object.fromEntries(exports[0]?.query ?? [])).toEqual({ status: 'unpaid', sort: '-created_at' });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      new RegExp(`^facturas-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
    );
  });

  test('the Excel export is a labelled button next to the CSV one, usable from the keyboard, in English too', async () => {
    signIn();
    const api = serveInvoices();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { rerender } = await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} locale="en" />);
    await screen.findByRole('table');
    const csv = screen.getByRole('button', { name: 'Export CSV' });
    const excel = screen.getByRole('button', { name: 'Export Excel' });
    expect(csv.nextElementSibling).toBe(excel);
    excel.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(api.requests.some((request) => request.path === '/invoices/export.xlsx')).toBe(true);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^invoices-.*\.xlsx$/);
    await rerender(<InvoiceList apiBase={FAKE_API_BASE} locale="es" />);
    expect(await screen.findByRole('button', { name: 'Exportar Excel' })).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
  });

  test('an Excel export of too many invoices says why and how to get them, and the list stays', async () => {
    signIn();
    serveInvoices(HISTORY, {
      'GET /invoices/export.xlsx': () => ({
        status: 422,
        body: { code: 'export_too_large', message: 'x', field_errors: {} },
      }),
    });
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos exportar las facturas');
    expect(alert.textContent).toContain('Son más de 20.000 facturas para Excel');
    expect(alert.textContent).toContain('descárgalas en CSV');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar Excel' }).getAttribute('aria-busy')).not.toBe('true');
  });

  test('a widget-session token is sent as the bearer and hides the export without invoices:export', async () => {
    const api = serveInvoices();
    const token = widgetToken(['invoices:read']);
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} accessToken={token} />);
    await screen.findByRole('table');
    expect(lastList(api.requests)?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();
  });

  test('a token without invoices:read, or nobody signed in, explains why nothing is shown', async () => {
    const api = serveInvoices();
    const { rerender } = await renderWidget(
      <InvoiceList apiBase={FAKE_API_BASE} accessToken={widgetToken(['billing-date:read'])} />,
    );
    expect(
      screen.getByText('Este acceso no incluye las facturas. Pídele acceso a quien configuró esta página.'),
    ).toBeTruthy();
    await rerender(<InvoiceList apiBase={FAKE_API_BASE} />);
    expect(screen.getByText('Inicia sesión para ver tus facturas.')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('empty history, no matches (with a way to clear), and an error with retry', async () => {
    signIn();
    serveInvoices([]);
    const { unmount } = await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    expect(await screen.findByText('Todavía no tienes facturas')).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
    unmount();

    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} search="nada" />);
    expect(await screen.findByText('Ninguna factura coincide')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0] as HTMLElement);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  test('a failed load shows the translated reason and retries', async () => {
    signIn();
    let fail = true;
    fakeApi({
      'GET /invoices': () =>
        fail
          ? { status: 503, body: { code: 'try_again_later', message: 'x', field_errors: {} } }
          : wire({ items: HISTORY.slice(0, 10), total: 42, page: 1, pageSize: 10 }),
    });
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    const alert = await screen.findByRole('alert', {}, AFTER_RETRIES);
    expect(alert.textContent).toContain('No pudimos cargar tus facturas');
    expect(alert.textContent).toContain('Algo salió mal. Por favor, inténtalo de nuevo más tarde.');
    fail = false;
    await act(async () => userEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' })));
    expect(await screen.findByRole('table')).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
  });
});
