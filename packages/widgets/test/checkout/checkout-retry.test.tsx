import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Checkout } from '../../src/index';
import { apiError } from '../support/accounts';
import { fakeConnection, invoice, signIn, wire } from '../support/billing';
import { PURCHASE, sandboxCardForm, serveCheckout } from '../support/checkout';
import { payButton, purchases, reachPayment } from '../support/checkout-journey';
import { AFTER_RETRIES, FAKE_API_BASE } from '../support/fake-api';
import { renderWidget } from '../support/render';

const REJECTED = { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' } as const;
const PYME = { planId: 'invoicing-pyme-600', cycle: 'annual', quantity: 1 };

describe('<Checkout> — after a payment is rejected or its details fail', () => {
  test('in process, then rejected: "Intentar con otra tarjeta" pays the same plans, billing information kept', async () => {
    signIn();
    const api = serveCheckout({
      outcomes: [
        { status: 'in_process', statusDetail: 'pending_contingency' },
        { status: 'approved', statusDetail: 'accredited' },
      ],
      polls: [REJECTED],
    });
    await reachPayment();
    let card = await sandboxCardForm();
    card.answerWithTokens('first');
    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Pago en proceso' })).toBeTruthy();
    // A payment in process may still be approved: the bag is emptied so it is not bought twice.
    expect(fakeConnection().cart.items).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Pago rechazado' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('La tarjeta no tiene cupo suficiente para esta compra.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Intentar con otra tarjeta' }));
    expect(await screen.findByRole('heading', { name: 'Pago' })).toBeTruthy();
    expect(screen.queryByText('Tu carrito está vacío')).toBeNull();
    expect(fakeConnection().cart.items).toEqual([PYME]);
    card = await sandboxCardForm();
    card.answerWithTokens('second');
    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeTruthy();
    const [first, second] = purchases(api.requests);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body?.items).toEqual(first?.body?.items);
    expect(second?.body?.billing_info).toEqual(first?.body?.billing_info);
    expect(second?.body?.payment).toMatchObject({ token: 'second_1' });
  });

  test('a result page (payment-id) rejected after being in process buys its plans again', async () => {
    signIn();
    const api = serveCheckout({ polls: ['in_process', REJECTED] });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} paymentId={PURCHASE.paymentId} />);
    expect(await screen.findByRole('heading', { name: 'Pago en proceso' })).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Intentar con otra tarjeta' }, { timeout: 8000 }),
    );
    // The bag was emptied while the payment was in process: its invoice gives the plans back.
    expect(await screen.findByRole('heading', { name: 'Datos de facturación' })).toBeTruthy();
    expect(fakeConnection().cart.items).toEqual([PYME]);
    await waitFor(() =>
      expect((screen.getByLabelText('Razón social') as HTMLInputElement).value).toBe(
        'Ospina Contadores S.A.S.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(payButton());
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    expect(purchases(api.requests)[0]?.body?.items).toEqual([
      { plan_id: 'invoicing-pyme-600', billing_cycle: 'annual', quantity: 1 },
    ]);
  });

  test('a result page of a rejected renewal pays that open invoice again', async () => {
    signIn();
    const renewal = invoice({ number: 'FCT1041', id: PURCHASE.invoiceId, status: 'unpaid' });
    const lines = renewal.lines.map((line) => ({ ...line, kind: 'renewal' as const }));
    serveCheckout({
      polls: [REJECTED],
      payingInvoice: true,
      routes: { [`GET /invoices/${PURCHASE.invoiceId}`]: () => wire({ ...renewal, lines }) },
    });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} paymentId={PURCHASE.paymentId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Intentar con otra tarjeta' }));
    expect(await screen.findByRole('complementary', { name: 'Factura FCT1041' })).toBeTruthy();
    expect(fakeConnection().cart.items).toEqual([]);
    expect(payButton()).toBeTruthy();
  });

  test('a rejection with a reason the widget does not know shows the catalogue fallback', async () => {
    signIn();
    serveCheckout({ outcomes: [{ status: 'rejected', statusDetail: 'cc_rejected_reason_from_the_future' }] });
    await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Pago rechazado' })).toBeTruthy();
    expect(
      screen.getByText('Error al procesar el pago: verifica tu información de pago e inténtalo de nuevo.'),
    ).toBeTruthy();
  });

  test('approved, but the invoice cannot be read: the reason and a retry, then its number', async () => {
    signIn();
    let fail = true;
    serveCheckout({
      routes: {
        [`GET /invoices/${PURCHASE.invoiceId}`]: () =>
          fail
            ? apiError(503, 'try_again_later')
            : wire(invoice({ number: 'FCT1041', id: PURCHASE.invoiceId })),
      },
    });
    await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, AFTER_RETRIES);
    expect(alert.textContent).toContain('No pudimos cargar el número de tu factura ni lo que activaste');
    expect(alert.textContent).toContain('Algo salió mal');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByText('FCT1041')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
