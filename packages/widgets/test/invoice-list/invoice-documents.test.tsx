import type { CreditNote, Invoice } from '@facturo/sdk/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InvoiceList } from '../../src/index';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { invoice, signIn, widgetToken, wire } from '../support/billing';
import { FAKE_API_BASE, type FakeRequest, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

const CUFE =
  '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4';

const creditNote = (overrides: Partial<CreditNote> = {}): CreditNote => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  number: 'NC7',
  issuedAt: '2026-11-22T15:00:00.000Z',
  issueDate: '2026-11-22',
  conceptCode: '2',
  concept: 'Anulación de factura electrónica',
  reason: 'Cambio de la fecha de facturación: se reemplaza por una nueva factura.',
  subtotal: 499_000,
  iva: 94_810,
  total: 593_810,
  documentKey: 'c'.repeat(96),
  dian: { status: 'accepted', rules: [], answeredAt: '2026-11-22T15:01:00.000Z', environment: 'test' },
  ...overrides,
});

/** The list with one invoice, its documents answered as files. */
function serve(item: Invoice) {
  const file = (type: string) => () => ({ body: `${type} bytes`, headers: { 'Content-Type': type } });
  return fakeApi({
    'GET /invoices': () => wire({ items: [item], total: 1, page: 1, pageSize: 10 }),
    [`GET /invoices/${item.id}/pdf`]: file('application/pdf'),
    [`GET /invoices/${item.id}/xml`]: file('application/xml'),
    [`GET /invoices/${item.id}/attached-document`]: file('application/zip'),
    'GET /credit-notes/00000000-0000-4000-8000-0000000000c1/pdf': file('application/pdf'),
  });
}

function captureDownloads() {
  const createObjectURL = vi.fn(() => 'blob:documento');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

async function openDetail(props: { accessToken?: string } = {}) {
  await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} {...props} />);
  await userEvent.click(await screen.findByRole('button', { name: /^SETP990001/ }));
  return screen.findByRole('region', { name: 'Documentos electrónicos' });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<InvoiceList> electronic documents', () => {
  test('an accepted invoice shows its DIAN state and CUFE, and downloads its PDF, XML and zip', async () => {
    signIn();
    const api = serve(invoice({ number: 'SETP990001', documentKey: CUFE }));
    const click = captureDownloads();
    const documents = await openDetail();
    expect(within(documents).getByText('Aceptada por la DIAN')).toBeTruthy();
    expect(within(documents).getByText(CUFE)).toBeTruthy();
    expect(within(documents).getByText(/ambiente de pruebas de la DIAN/)).toBeTruthy();

    const names: [string, string, string][] = [
      ['Descargar PDF de SETP990001', 'pdf', 'SETP990001.pdf'],
      ['Descargar XML de SETP990001', 'xml', 'SETP990001.xml'],
      ['Descargar paquete para el cliente (ZIP) de SETP990001', 'attached-document', 'SETP990001.zip'],
    ];
    for (const [name, path, file] of names) {
      click.mockClear();
      await userEvent.click(within(documents).getByRole('button', { name }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(file);
      expect(api.requests.some((request: FakeRequest) => request.path.endsWith(`/${path}`))).toBe(true);
    }
    await expectNoSeriousA11yViolations(document.body);
  });

  test('a pending invoice offers PDF and XML but not yet the customer zip', async () => {
    signIn();
    serve(
      invoice({
        number: 'SETP990001',
        dian: { status: 'pending', rules: [], answeredAt: null, environment: 'test' },
      }),
    );
    const documents = await openDetail();
    expect(within(documents).getByText('Pendiente en la DIAN')).toBeTruthy();
    expect(within(documents).getByText(/la validación suele tardar unos minutos/)).toBeTruthy();
    expect(
      within(documents)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Descargar PDF', 'Descargar XML']);
  });

  test('a rejected invoice shows DIAN’s reasons', async () => {
    signIn();
    serve(
      invoice({
        number: 'SETP990001',
        dian: {
          status: 'rejected',
          rules: [
            {
              code: 'FAD06',
              kind: 'rejection',
              message: 'El CUFE no corresponde a los datos de la factura.',
            },
            { code: 'FAJ44', kind: 'notification', message: 'Observación sin efecto.' },
          ],
          answeredAt: '2026-11-20T15:02:00.000Z',
          environment: 'production',
        },
      }),
    );
    const documents = await openDetail();
    expect(within(documents).getByText('Rechazada por la DIAN')).toBeTruthy();
    expect(within(documents).getByText('El CUFE no corresponde a los datos de la factura.')).toBeTruthy();
    expect(within(documents).queryByText('Observación sin efecto.')).toBeNull();
    expect(within(documents).queryByText(/ambiente de pruebas/)).toBeNull();
  });

  test('the credit note shows next to the invoice it corrects, in the list and in the detail', async () => {
    signIn();
    const click = captureDownloads();
    serve(invoice({ number: 'SETP990001', status: 'cancelled', creditNotes: [creditNote()] }));
    await renderWidget(<InvoiceList apiBase={FAKE_API_BASE} />);
    expect(await screen.findByText('Corregida con la nota crédito NC7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^SETP990001/ }));
    const notes = await screen.findByRole('table', { name: 'Notas crédito que corrigen esta factura' });
    expect(within(notes).getByText('Anulación de factura electrónica')).toBeTruthy();
    expect(within(notes).getByText(/se reemplaza por una nueva factura/)).toBeTruthy();
    await userEvent.click(within(notes).getByRole('button', { name: 'Descargar PDF de NC7' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('NC7.pdf');
  });

  test('an invoice from before electronic invoicing says it has no documents', async () => {
    signIn();
    serve(invoice({ number: 'SETP990001', electronic: false, documentKey: null, dian: null }));
    const documents = await openDetail();
    expect(within(documents).getByText(/se emitió antes de la facturación electrónica/)).toBeTruthy();
    expect(within(documents).queryByRole('button')).toBeNull();
  });

  test('a widget session downloads with its bearer token only when it has invoices:download', async () => {
    const item = invoice({ number: 'SETP990001' });
    const api = serve(item);
    captureDownloads();
    const reader = widgetToken(['invoices:read']);
    let documents = await openDetail({ accessToken: reader });
    expect(within(documents).queryByRole('button')).toBeNull();
    document.body.innerHTML = '';

    const downloader = widgetToken(['invoices:read', 'invoices:download']);
    documents = await openDetail({ accessToken: downloader });
    await userEvent.click(within(documents).getByRole('button', { name: 'Descargar PDF de SETP990001' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === `/invoices/${item.id}/pdf`)).toBeTruthy(),
    );
    const pdf = api.requests.find((request) => request.path === `/invoices/${item.id}/pdf`);
    expect(pdf?.headers.get('Authorization')).toBe(`Bearer ${downloader}`);
  });

  test('a failed download says why and keeps the buttons', async () => {
    signIn();
    const item = invoice({ number: 'SETP990001' });
    fakeApi({
      'GET /invoices': () => wire({ items: [item], total: 1, page: 1, pageSize: 10 }),
      [`GET /invoices/${item.id}/xml`]: () =>
        wire({ code: 'not_found', message: 'No encontramos lo que buscas.', fieldErrors: {} }, 404),
    });
    const documents = await openDetail();
    await userEvent.click(within(documents).getByRole('button', { name: 'Descargar XML de SETP990001' }));
    const alert = await within(documents).findByRole('alert');
    expect(alert.textContent).toContain('No pudimos descargar el documento');
    expect(within(documents).getByRole('button', { name: 'Descargar XML de SETP990001' })).toBeTruthy();
  });
});
