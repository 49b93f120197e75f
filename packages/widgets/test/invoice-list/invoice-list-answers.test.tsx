import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import * as answers from '../../../sdk/src/http/check-answer';
import { InvoiceList } from '../../src/index';
import { invoice, signIn, wire } from '../support/billing';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

// The client downloads the schema validator (check-answer) only for an answer the fast check left to it.
vi.mock(import('../../../sdk/src/http/check-answer'), async (original) => {
  const actual = await original();
  return { ...actual, checkAnswer: vi.fn(actual.checkAnswer) };
});

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

describe('<InvoiceList> — the answers it reads', () => {
  test('the API’s usual page shows without the schema validator', async () => {
    signIn();
    vi.mocked(answers.checkAnswer).mockClear();
    fakeApi({ 'GET /invoices': () => wire(page([invoice({ number: 'FCT1001' })])) });
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    expect(await screen.findByRole('rowheader', { name: /FCT1001/ })).toBeTruthy();
    expect(answers.checkAnswer).not.toHaveBeenCalled();
  });

  test('a page in another shape goes to the schema, which refuses it with the translated error', async () => {
    signIn();
    vi.mocked(answers.checkAnswer).mockClear();
    const odd = { ...invoice({ number: 'FCT1001' }), status: 'archived' };
    fakeApi({ 'GET /invoices': () => wire(page([odd])) });
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar tus facturas');
    expect(alert.textContent).toContain('Lo sentimos, ocurrió un error.');
    expect(answers.checkAnswer).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
