import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@facturo/sdk/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { InvoiceList } from '../../src/index';
import { apiError } from '../support/accounts';
import { invoice, signIn, wire } from '../support/billing';
import { FAKE_API_BASE, type FakeRequest, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

const HISTORY: Invoice[] = Array.from({ length: 30 }, (_, index) =>
  invoice({ number: `FCT${1030 - index}`, status: index % 3 === 0 ? 'unpaid' : 'paid' }),
);

/** `GET /invoices` with the API's own check of `status` (an unknown one is a 422). */
function serveInvoices() {
  return fakeApi({
    'GET /invoices': ({ query }: FakeRequest) => {
      const status = query.get('status');
      if (status && !(INVOICE_STATUSES as readonly string[]).includes(status)) {
        return apiError(422, 'validation_failed', { field_errors: { status: ['Elige una opción válida.'] } });
      }
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 10);
      const selected = HISTORY.filter((item) => !status || item.status === status);
      return wire({
        items: selected.slice((page - 1) * size, page * size),
        total: selected.length,
        page,
        pageSize: size,
      });
    },
  });
}

const lastList = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/invoices').at(-1);

describe('<InvoiceList> — the status and page-size attributes', () => {
  test('a status the API does not have is ignored with a warning, instead of an error state', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = serveInvoices();
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} status={'pagada' as InvoiceStatus} />);
    expect(await screen.findByRole('table', { name: /Facturas/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lastList(api.requests)?.query.has('status')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('status="pagada"');
    expect(String(warn.mock.calls[0]?.[0])).toContain('partially_paid');
    expect((screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement).value).toBe('');
  });

  test('later changes of status and page-size replace what was chosen, like search', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = serveInvoices();
    const { rerender } = await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await screen.findByRole('table', { name: /Facturas/ });
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(lastList(api.requests)?.query.get('page')).toBe('2'));

    await rerender(<InvoiceList apiBase={FAKE_API_BASE} status="unpaid" />);
    await waitFor(() => expect(lastList(api.requests)?.query.get('status')).toBe('unpaid'));
    expect(lastList(api.requests)?.query.get('page')).toBe('1');
    expect((screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement).value).toBe('unpaid');

    await rerender(<InvoiceList apiBase={FAKE_API_BASE} status="unpaid" pageSize={20} />);
    await waitFor(() => expect(lastList(api.requests)?.query.get('page_size')).toBe('20'));
    expect((screen.getByRole('combobox', { name: 'Filas por página' }) as HTMLSelectElement).value).toBe(
      '20',
    );

    // The buyer picks another status; a new attribute value wins again, and a wrong one clears it.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'paid');
    await waitFor(() => expect(lastList(api.requests)?.query.get('status')).toBe('paid'));
    await rerender(<InvoiceList apiBase={FAKE_API_BASE} status={'vencida' as InvoiceStatus} pageSize={20} />);
    await waitFor(() => expect(lastList(api.requests)?.query.has('status')).toBe(false));
    expect(warn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
