import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Checkout } from '../../src/index';
import { invoice, signIn, wire } from '../support/billing';
import { PURCHASE, sandboxCardForm, serveCheckout } from '../support/checkout';
import { FAKE_API_BASE } from '../support/fake-api';
import { renderWidget } from '../support/render';

const RENEWAL = invoice({ number: 'FCT1041', status: 'unpaid', id: '00000000-0000-4000-8000-000000001041' });
const SAVE = /^Guardar esta tarjeta para próximos pagos y renovaciones automáticas$/;

function serveRenewal() {
  return serveCheckout({
    routes: {
      [`GET /invoices/${RENEWAL.id}`]: () => wire(RENEWAL),
      [`POST /invoices/${RENEWAL.id}/pay`]: () =>
        wire(
          {
            orderId: PURCHASE.orderId,
            invoiceId: RENEWAL.id,
            invoiceNumber: RENEWAL.number,
            payment: { id: PURCHASE.paymentId, status: 'approved', statusDetail: 'accredited' },
          },
          201,
        ),
    },
  });
}

describe('<Checkout> — consent to save the card', () => {
  test('a labelled checkbox, off by default; checked, the payment sends save_card: true', async () => {
    signIn();
    const api = serveRenewal();
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} invoiceId={RENEWAL.id} />);
    const consent = (await screen.findByRole('checkbox', { name: SAVE })) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    consent.focus();
    await userEvent.keyboard(' ');
    expect(consent.checked).toBe(true);
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeTruthy();
    const payment = api.requests.find((request) => request.path === `/invoices/${RENEWAL.id}/pay`);
    expect(payment?.body).toEqual({
      payment: { token: 'tok_1', payment_method_id: 'visa', installments: 1 },
      save_card: true,
    });
  });

  test('left unchecked, nothing is saved: the request has no save_card', async () => {
    signIn();
    const api = serveRenewal();
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} invoiceId={RENEWAL.id} />);
    await screen.findByRole('checkbox', { name: SAVE });
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    const payment = api.requests.find((request) => request.path === `/invoices/${RENEWAL.id}/pay`);
    expect(payment?.body).not.toHaveProperty('save_card');
  });

  test('demo mode never offers it', async () => {
    serveCheckout();
    await renderWidget(<Checkout demo />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await screen.findByDisplayValue('Ospina Contadores S.A.S.');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await screen.findByRole('radio', { name: /Pago rechazado/ });
    expect(screen.queryByRole('checkbox', { name: SAVE })).toBeNull();
  });
});
