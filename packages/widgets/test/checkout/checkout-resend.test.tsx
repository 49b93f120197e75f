import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { apiError } from '../support/accounts';
import { fakeConnection, signIn } from '../support/billing';
import { sandboxCardForm, serveCheckout } from '../support/checkout';
import {
  cardSubmits,
  loseCheckoutAnswers,
  payButton,
  purchases,
  reachPayment,
} from '../support/checkout-journey';
import type { FakeResponse } from '../support/fake-api';

const backButton = () => screen.getByRole('button', { name: 'Volver a los datos de facturación' });

describe('<Checkout> — an attempt whose outcome is unknown', () => {
  test('a lost answer: the resend is the request as first sent (same key, same token, no new tokenization), whatever changed since; going back is locked until then', async () => {
    signIn();
    const api = serveCheckout();
    // The API may have charged the card: only the answer is lost.
    const network = loseCheckoutAnswers(api);
    await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos conectarnos con el servidor');
    expect(alert.textContent).toContain('no te cobraremos dos veces');
    expect(alert.textContent).toContain('no puedes cambiar tu compra');
    expect((backButton() as HTMLButtonElement).disabled).toBe(true);

    // Another widget of the page changes the shared cart meanwhile: the pending attempt is unaffected.
    fakeConnection().cart.setCycle('invoicing-pyme-600', 'monthly');
    fakeConnection().cart.clear();
    expect(screen.getByRole('heading', { name: 'Pago' })).toBeTruthy();
    network.restore();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar el pago' }));
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    const [first, second] = purchases(api.requests);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toEqual(first?.body);
    expect(first?.body?.items).toEqual([
      { plan_id: 'invoicing-pyme-600', billing_cycle: 'annual', quantity: 1 },
    ]);
    expect(cardSubmits(card)).toHaveLength(1);
  });

  test.each([
    ['idempotency_in_progress', 'Tu pago todavía se está procesando. Espera unos segundos'],
    ['idempotency_key_reused', 'Este intento de pago ya se envió y todavía no tenemos su resultado.'],
  ])('409 %s: asks to wait and check again with the same key, never a new one', async (code, message) => {
    signIn();
    const answers: FakeResponse[] = [apiError(409, code)];
    const api = serveCheckout({
      routes: {
        'POST /checkout': () =>
          answers.shift() ?? {
            status: 201,
            body: {
              order_id: '00000000-0000-4000-8000-0000000000d1',
              invoice_id: '00000000-0000-4000-8000-000000001041',
              invoice_number: 'FCT1041',
              payment: {
                id: '00000000-0000-4000-8000-0000000000e1',
                status: 'approved',
                status_detail: 'accredited',
              },
            },
          },
      },
    });
    await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect((backButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar el pago' }));
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    const [first, second] = purchases(api.requests);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toEqual(first?.body);
    expect(cardSubmits(card)).toHaveLength(1);
  });

  test('while paying, the button keeps the keyboard focus, says it is working and ignores more presses', async () => {
    signIn();
    let respond: () => void = () => {};
    const responded = new Promise<void>((resolve) => {
      respond = resolve;
    });
    const api = serveCheckout();
    const answer = api.fetch.getMockImplementation() as typeof fetch;
    api.fetch.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/checkout')) await responded;
      return answer(input, init);
    });
    await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    const pay = payButton() as HTMLButtonElement;
    pay.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).toBe('true'));
    expect(pay.disabled).toBe(false);
    expect(document.activeElement).toBe(pay);
    expect(screen.getByText('Estamos procesando tu pago…')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(pay);
    respond();
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    expect(purchases(api.requests)).toHaveLength(1);
    expect(cardSubmits(card)).toHaveLength(1);
  });
});
