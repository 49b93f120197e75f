import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Checkout } from '../../src/index';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { invoice, signIn, wire } from '../support/billing';
import { PURCHASE, serveCheckout } from '../support/checkout';
import { purchases, reachPayment } from '../support/checkout-journey';
import { FAKE_API_BASE } from '../support/fake-api';
import { renderWidget } from '../support/render';

// The browser never leaves the test page: the bank is "visited" through this spy.
const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('../../src/runtime/core/navigation', async (original) => ({
  ...(await original<typeof import('../../src/runtime/core/navigation')>()),
  navigateTo,
}));

const BANKS = {
  items: [
    { code: '1007', name: 'Bancolombia' },
    { code: '1051', name: 'Davivienda' },
  ],
};
const SENT_TO_BANK = {
  orderId: PURCHASE.orderId,
  invoiceId: null,
  invoiceNumber: null,
  payment: {
    id: PURCHASE.paymentId,
    status: 'pending',
    statusDetail: 'pending_waiting_transfer',
    redirectUrl: '/api/v1/sandbox/pse/bank?session=1000000001.abc',
  },
};
const BANK_PAGE = 'https://api.test.facturo.co/api/v1/sandbox/pse/bank?session=1000000001.abc';

const servePse = (routes = {}) =>
  serveCheckout({
    outcomes: [{ status: 'pending', statusDetail: 'pending_waiting_transfer' }],
    routes: {
      'GET /payments/pse/banks': () => wire(BANKS),
      'POST /checkout': () => wire(SENT_TO_BANK, 201),
      ...routes,
    },
  });

afterEach(() => {
  navigateTo.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('<Checkout> — paying by PSE', () => {
  test('choose PSE, fill the bank and the document (checked, translated), go to the bank', async () => {
    signIn();
    const api = servePse();
    window.history.replaceState(null, '', '/comprar?paso=pago');
    const onBankRedirect = vi.fn();
    document.addEventListener('facturo-checkout-bank-redirect', onBankRedirect);
    await reachPayment();
    await userEvent.click(screen.getByRole('radio', { name: 'PSE: débito desde tu cuenta bancaria' }));
    const bank = await screen.findByRole('combobox', { name: 'Banco' });
    await expectNoSeriousA11yViolations(document.body);

    // Nothing chosen yet: the fields say what is missing and nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: /^Ir a mi banco a pagar \$\s593\.810$/ }));
    expect(await screen.findByText('Elige tu banco de la lista.')).toBeTruthy();
    expect(screen.getByText('Revisa los datos de PSE marcados para continuar.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(bank));
    expect(purchases(api.requests)).toHaveLength(0);

    await userEvent.selectOptions(bank, 'Bancolombia');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de persona' }), 'juridica');
    const idType = screen.getByRole('combobox', { name: 'Tipo de documento' }) as HTMLSelectElement;
    expect(idType.value).toBe('NIT');
    await userEvent.type(screen.getByRole('textbox', { name: /^Número de documento/ }), '901.456');
    await userEvent.click(screen.getByRole('button', { name: /^Ir a mi banco/ }));
    expect(await screen.findByText(/^Revisa el número de documento/)).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Número de documento/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Número de documento/ }), '901456789');
    await userEvent.click(screen.getByRole('button', { name: /^Ir a mi banco/ }));

    expect(await screen.findByRole('heading', { name: 'Continúa en tu banco' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi banco' }).getAttribute('href')).toBe(BANK_PAGE);
    const [sent] = purchases(api.requests);
    expect(sent?.body?.payment).toEqual({
      method: 'pse',
      bank_code: '1007',
      person_type: 'juridica',
      identification: { type: 'NIT', number: '901456789' },
      email: expect.stringContaining('@'),
      return_url: 'http://localhost:3000/comprar?paso=pago',
    });
    expect(sent?.body).not.toHaveProperty('save_card');
    expect(onBankRedirect.mock.calls[0]?.[0].detail).toEqual({
      paymentId: PURCHASE.paymentId,
      orderId: PURCHASE.orderId,
      url: BANK_PAGE,
    });
    expect(navigateTo).toHaveBeenCalledWith(BANK_PAGE);
    document.removeEventListener('facturo-checkout-bank-redirect', onBankRedirect);
  });

  test('a host that cancels facturo-checkout-bank-redirect keeps the page', async () => {
    signIn();
    servePse({ 'GET /payments/pse/banks': () => wire({ items: [{ code: '1051', name: 'Davivienda' }] }) });
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('facturo-checkout-bank-redirect', cancel);
    await reachPayment();
    await userEvent.click(screen.getByRole('radio', { name: 'PSE: débito desde tu cuenta bancaria' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Banco' }), 'Davivienda');
    await userEvent.type(screen.getByRole('textbox', { name: /^Número de documento/ }), '52123456');
    await userEvent.click(screen.getByRole('button', { name: /^Ir a mi banco/ }));
    expect(await screen.findByRole('heading', { name: 'Continúa en tu banco' })).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
    document.removeEventListener('facturo-checkout-bank-redirect', cancel);
  });

  test('back from the bank: the address names the payment; pending says so, "Actualizar" asks now, then approved', async () => {
    signIn();
    const api = serveCheckout({ polls: ['pending', 'pending', 'approved'] });
    window.history.replaceState(null, '', `/comprar?facturo_payment_id=${PURCHASE.paymentId}`);
    const onCheckoutComplete = vi.fn();
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} onCheckoutComplete={onCheckoutComplete} />);
    expect(await screen.findByRole('heading', { name: 'Pago pendiente' })).toBeTruthy();
    expect(screen.getByText(/Tu banco todavía no confirma la transferencia/)).toBeTruthy();
    const polls = () => api.requests.filter((request) => request.path === `/payments/${PURCHASE.paymentId}`);
    const before = polls().length;
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(polls().length).toBe(before + 1));
    expect(
      await screen.findByRole('heading', { name: 'Pago realizado con éxito' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(onCheckoutComplete.mock.calls.at(-1)?.[0].detail).toMatchObject({ status: 'approved' });
  });

  test('rejected at the bank: the reason in plain words and "Intentar de nuevo"', async () => {
    signIn();
    serveCheckout({ polls: [{ status: 'rejected', statusDetail: 'rejected_by_bank' }] });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} paymentId={PURCHASE.paymentId} />);
    expect(await screen.findByRole('heading', { name: 'Pago rechazado' })).toBeTruthy();
    expect(
      screen.getByText('Tu banco rechazó la transferencia. Intenta de nuevo o paga con tarjeta.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });

  test('an open invoice is paid by PSE too, in English', async () => {
    signIn();
    const renewal = invoice({
      number: 'FCT1037',
      status: 'unpaid',
      id: '00000000-0000-4000-8000-000000001037',
    });
    const api = servePse({
      [`GET /invoices/${renewal.id}`]: () => wire(renewal),
      [`POST /invoices/${renewal.id}/pay`]: () => wire({ ...SENT_TO_BANK, invoiceId: renewal.id }, 201),
    });
    await renderWidget(
      <Checkout apiBase={FAKE_API_BASE} invoiceId={renewal.id} locale="en" returnUrl="/invoices" />,
    );
    expect(await screen.findByRole('group', { name: 'How do you want to pay?' })).toBeTruthy();
    screen.getByRole('radio', { name: 'PSE: debit from your bank account' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Bank' }), 'Bancolombia');
    await userEvent.type(screen.getByRole('textbox', { name: /^ID number/ }), '1020304050');
    await userEvent.click(screen.getByRole('button', { name: /^Go to my bank to pay/ }));
    expect(await screen.findByRole('heading', { name: 'Continue at your bank' })).toBeTruthy();
    const paid = api.requests.find((request) => request.path === `/invoices/${renewal.id}/pay`);
    expect(paid?.body?.payment).toMatchObject({
      method: 'pse',
      bank_code: '1007',
      return_url: 'http://localhost:3000/invoices',
    });
  });
});
