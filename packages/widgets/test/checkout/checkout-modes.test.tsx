import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import '../../src/elements';
import { Checkout } from '../../src/index';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fakeConnection, invoice, signIn, wire } from '../support/billing';
import { PURCHASE, sandboxCardForm, serveCheckout } from '../support/checkout';
import { FAKE_API_BASE } from '../support/fake-api';
import { renderWidget } from '../support/render';
import { mountElement } from '../support/shadow';

const RENEWAL = invoice({ number: 'FCT1037', status: 'unpaid', id: '00000000-0000-4000-8000-000000001037' });

describe('<Checkout> — other entry points', () => {
  test('invoice-id pays an open invoice through POST /invoices/{id}/pay', async () => {
    signIn();
    const api = serveCheckout({
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
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} invoiceId={RENEWAL.id} />);
    expect(await screen.findByRole('complementary', { name: 'Factura FCT1037' })).toBeTruthy();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(screen.getByRole('button', { name: /^Pagar \$\s593\.810$/ }));
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeTruthy();
    const payment = api.requests.find((request) => request.path === `/invoices/${RENEWAL.id}/pay`);
    expect(payment?.body).toEqual({
      payment: { token: 'tok_1', payment_method_id: 'visa', installments: 1 },
    });
    expect(payment?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('invoice-id of a paid invoice says it cannot be paid', async () => {
    signIn();
    const paid = invoice({ number: 'FCT1030', id: '00000000-0000-4000-8000-000000001030' });
    serveCheckout({ routes: { [`GET /invoices/${paid.id}`]: () => wire(paid) } });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} invoiceId={paid.id} />);
    expect(await screen.findByText('La factura FCT1030 no se puede pagar')).toBeTruthy();
  });

  test('payment-id shows only the result of that payment, following it while in process', async () => {
    signIn();
    serveCheckout({ polls: ['in_process', 'in_process', 'approved'] });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} paymentId={PURCHASE.paymentId} />);
    expect(await screen.findByRole('heading', { name: 'Pago en proceso' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Pago realizado con éxito' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pasos de la compra' })).toBeNull();
  });

  test('payment-id: the outcome takes the focus the page had lost, never focus the host gave elsewhere', async () => {
    signIn();
    serveCheckout();
    // The host replaced its checkout with this result page: the pay button that had the focus is gone.
    const first = await renderWidget(<Checkout apiBase={FAKE_API_BASE} paymentId={PURCHASE.paymentId} />);
    const title = await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    first.unmount();

    const search = document.body.appendChild(document.createElement('input'));
    search.setAttribute('aria-label', 'Buscar');
    search.focus();
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} paymentId={PURCHASE.paymentId} />);
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeTruthy();
    expect(document.activeElement).toBe(search);
    search.remove();
  });

  test('demo: a sample bag and an outcome chosen without any card field, nothing sent', async () => {
    const { fetch } = serveCheckout();
    await renderWidget(<Checkout demo />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Razón social') as HTMLInputElement).value).toBe(
        'Ospina Contadores S.A.S.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Pago rechazado/ }));
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByRole('heading', { name: 'Pago rechazado' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(fakeConnection().cart.items).toEqual([]);
  });

  test('as <facturo-checkout>, the card form lives in the light DOM (slotted), the rest in the shadow root', async () => {
    signIn();
    serveCheckout();
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    // The element downloads its code on first use; load it first so the mount is not a race.
    await import('../../src/checkout/checkout');
    const { element, view } = await mountElement(
      `<facturo-checkout api-base="${FAKE_API_BASE}" step="billing"></facturo-checkout>`,
    );
    await waitFor(() => expect((view.getByLabelText('Razón social') as HTMLInputElement).value).not.toBe(''));
    await userEvent.click(view.getByRole('button', { name: 'Continuar al pago' }));
    const frame = await waitFor(() => {
      const found = element.querySelector(':scope > [slot="payment"] > iframe');
      if (!found) throw new Error('no card form in the light DOM yet');
      return found;
    });
    expect(frame.parentElement?.getAttribute('data-facturo-slot')).toBe('payment');
    expect(element.shadowRoot?.querySelector('slot[name="payment"]')).toBeTruthy();
    expect(element.shadowRoot?.querySelector('iframe')).toBeNull();
    await expectNoSeriousA11yViolations(element.shadowRoot?.firstElementChild as Element);
    element.remove();
    await waitFor(() => expect(document.querySelector('[data-facturo-slot]')).toBeNull());
  });
});
