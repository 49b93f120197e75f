import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { InvoiceList } from '../../src/index';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { invoice, signIn, wire } from '../support/billing';
import { FAKE_API_BASE, type FakeRequest, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

function serveInvoices() {
  return fakeApi({
    'GET /invoices': ({ query }: FakeRequest) =>
      wire({
        items: [invoice({ number: 'FCT1001' })],
        total: 1,
        page: Number(query.get('page') ?? 1),
        pageSize: 10,
      }),
  });
}

const lists = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/invoices');
const asked = (requests: FakeRequest[], name: 'from' | 'to') =>
  lists(requests).map((request) => request.query.get(name));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the invoice list’s issue-date filters follow the page’s language, not the browser’s', () => {
  test.each([
    { locale: 'es', label: 'Emitidas desde', typed: '08/12/2026', hint: 'Día, mes y año: dd/mm/aaaa.' },
    { locale: 'en', label: 'Issued from', typed: '12/08/2026', hint: 'Month, day and year: mm/dd/yyyy.' },
  ] as const)(
    'on an $locale page, $typed filters by 8 December 2026',
    async ({ locale, label, typed, hint }) => {
      signIn();
      const api = serveInvoices();
      await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} locale={locale} />);
      await screen.findByRole('table');
      const field = screen.getByLabelText(label) as HTMLInputElement;
      expect(field.type).toBe('text');
      const described = field.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(described)?.textContent).toBe(hint);
      // Half a date filters nothing yet.
      type(label, typed.slice(0, 5));
      type(label, typed);
      await waitFor(() => expect(lists(api.requests).at(-1)?.query.get('from')).toBe('2026-12-08'));
      expect(asked(api.requests, 'from').filter(Boolean)).toEqual(['2026-12-08']);
      await expectNoSeriousA11yViolations(document.body);
    },
  );

  test('an impossible date is named on leaving the field and sends nothing; fixing it filters', async () => {
    signIn();
    const api = serveInvoices();
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await screen.findByRole('table');
    const error = 'Esa fecha no existe o está incompleta: revisa el día, el mes y el año.';
    type('Emitidas hasta', '31/02/2026');
    expect(screen.queryByText(error)).toBeNull();
    fireEvent.blur(screen.getByLabelText('Emitidas hasta'));
    expect(await screen.findByText(error)).toBeTruthy();
    expect(screen.getByLabelText('Emitidas hasta').getAttribute('aria-invalid')).toBe('true');
    const before = lists(api.requests).length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists(api.requests)).toHaveLength(before);
    expect(asked(api.requests, 'to').filter(Boolean)).toEqual([]);
    type('Emitidas hasta', '28/02/2026');
    await waitFor(() => expect(lists(api.requests).at(-1)?.query.get('to')).toBe('2026-02-28'));
    expect(screen.queryByText(error)).toBeNull();
  });

  test.each([
    { field: 'Emitidas desde', param: 'from' },
    { field: 'Emitidas hasta', param: 'to' },
  ] as const)(
    'an inverted range, then $field made impossible: the error is the impossible date’s',
    async ({ field, param }) => {
      signIn();
      const api = serveInvoices();
      await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
      await screen.findByRole('table');
      const range = 'La fecha final debe ser igual o posterior a la inicial.';
      const impossible = 'Esa fecha no existe o está incompleta: revisa el día, el mes y el año.';
      type('Emitidas desde', '10/03/2026');
      type('Emitidas hasta', '01/03/2026');
      expect(await screen.findByText(range)).toBeTruthy();
      type(field, '31/02/2026');
      fireEvent.blur(screen.getByLabelText(field));
      expect(await screen.findByText(impossible)).toBeTruthy();
      expect(screen.queryByText(range)).toBeNull();
      expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
      expect((screen.getByLabelText(field) as HTMLInputElement).value).toBe('31/02/2026');
      // The date typed over no longer filters either; clearing the filters empties the field.
      await waitFor(() => expect(lists(api.requests).at(-1)?.query.has(param)).toBe(false));
      fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
      await waitFor(() => expect((screen.getByLabelText(field) as HTMLInputElement).value).toBe(''));
      expect(screen.queryByText(impossible)).toBeNull();
    },
  );

  test('keeps “to before from”, follows a language switched at runtime, and empties with the filters', async () => {
    signIn();
    const api = serveInvoices();
    const { rerender } = await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    await screen.findByRole('table');
    type('Emitidas desde', '10/11/2026');
    type('Emitidas hasta', '01/11/2026');
    expect(await screen.findByText('La fecha final debe ser igual o posterior a la inicial.')).toBeTruthy();
    await waitFor(() => expect(lists(api.requests).at(-1)?.query.get('from')).toBe('2026-11-10'));
    expect(lists(api.requests).at(-1)?.query.has('to')).toBe(false);
    type('Emitidas hasta', '30/11/2026');
    await waitFor(() => expect(lists(api.requests).at(-1)?.query.get('to')).toBe('2026-11-30'));

    await rerender(<InvoiceList apiBase={FAKE_API_BASE} locale="en" />);
    expect(((await screen.findByLabelText('Issued from')) as HTMLInputElement).value).toBe('11/10/2026');
    expect((screen.getByLabelText('Issued until') as HTMLInputElement).value).toBe('11/30/2026');
    expect((screen.getByLabelText('Issued from') as HTMLInputElement).placeholder).toBe('mm/dd/yyyy');

    // Emptying a field clears its filter; "Clear filters" empties the other.
    type('Issued from', '');
    await waitFor(() => expect(lists(api.requests).at(-1)?.query.has('from')).toBe(false));
    expect(lists(api.requests).at(-1)?.query.get('to')).toBe('2026-11-30');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // (No new request: the unfiltered first page is still cached.)
    await waitFor(() => expect((screen.getByLabelText('Issued until') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
