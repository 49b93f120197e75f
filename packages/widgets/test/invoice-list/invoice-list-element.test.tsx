import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import '../../src/elements';
import { liveWidgetRoots } from '../../src/runtime/react/elements/react-mount';
import { fakeConnection, invoice, widgetToken, wire } from '../support/billing';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { mountElement } from '../support/shadow';

// Elements unmount their React tree a microtask after they leave the page: wait for it here, while
// the DOM still exists.
afterEach(async () => {
  document.body.replaceChildren();
  await waitFor(() => expect(liveWidgetRoots()).toBe(0));
});

function serve() {
  return fakeApi({
    'GET /invoices': () => wire({ items: [invoice({ number: 'FCT1042' })], total: 1, page: 1, pageSize: 10 }),
  });
}

describe('<facturo-invoice-list> with a widget session', () => {
  test('the access-token attribute is the bearer; the export shows only with invoices:export', async () => {
    const api = serve();
    await import('../../src/invoice-list/invoice-list');
    const token = widgetToken(['invoices:read', 'invoices:export']);
    const { element, view } = await mountElement(
      `<facturo-invoice-list api-base="${FAKE_API_BASE}" access-token="${token}"></facturo-invoice-list>`,
    );
    expect(await view.findByText('FCT1042')).toBeTruthy();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(view.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Exportar Excel' })).toBeTruthy();

    const readOnly = widgetToken(['invoices:read']);
    (element as HTMLElement & { accessToken?: string }).accessToken = readOnly;
    await expect.poll(() => view.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();
    // The list is asked again with the new token; the request is recorded once its body is read.
    await waitFor(() => expect(api.requests.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${readOnly}`));
  });

  test('status and page-size attributes set later change the list', async () => {
    const api = serve();
    await import('../../src/invoice-list/invoice-list');
    const { element, view } = await mountElement(
      `<facturo-invoice-list api-base="${FAKE_API_BASE}" access-token="${widgetToken(['invoices:read'])}"></facturo-invoice-list>`,
    );
    expect(await view.findByText('FCT1042')).toBeTruthy();
    element.setAttribute('status', 'unpaid');
    await waitFor(() => expect(api.requests.at(-1)?.query.get('status')).toBe('unpaid'));
    element.setAttribute('page-size', '50');
    await waitFor(() => expect(api.requests.at(-1)?.query.get('page_size')).toBe('50'));
  });

  test('a token given with Facturo.session.setAccessToken is used the same way', async () => {
    const api = serve();
    await import('../../src/invoice-list/invoice-list');
    const token = widgetToken(['invoices:read']);
    fakeConnection().session.setAccessToken(token);
    const { view } = await mountElement(
      `<facturo-invoice-list api-base="${FAKE_API_BASE}"></facturo-invoice-list>`,
    );
    expect(await view.findByText('FCT1042')).toBeTruthy();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(view.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });

  test('a widget session is never offered "Pagar", even with a checkout-url (it has no customer to pay)', async () => {
    fakeApi({
      'GET /invoices': () =>
        wire({
          items: [invoice({ number: 'FCT1043', status: 'unpaid', amountPaid: 0 })],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
    });
    await import('../../src/invoice-list/invoice-list');
    fakeConnection().session.setAccessToken(widgetToken(['invoices:read']));
    const { view } = await mountElement(
      `<facturo-invoice-list api-base="${FAKE_API_BASE}" checkout-url="https://erp.example.co/pagar"></facturo-invoice-list>`,
    );
    (await view.findByRole('button', { name: /^FCT1043/ })).click();
    expect(await view.findByRole('heading', { name: 'Factura FCT1043' })).toBeTruthy();
    expect(view.queryByRole('button', { name: /^Pagar/ })).toBeNull();
  });
});
