import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { BrickCardData } from '../../src/ui/card-form/mercadopago-sdk';
import { MERCADOPAGO_SDK_URL } from '../../src/ui/card-form/mercadopago-sdk';
import { apiError } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn, wire } from '../support/billing';
import { APPROVED_PURCHASE, serveCheckout } from '../support/checkout';
import { payButton, purchases, reachPayment } from '../support/checkout-journey';
import { AFTER_RETRIES } from '../support/fake-api';

const PUBLIC_KEY = 'TEST-7f3c0d1e-public';
const MERCADOPAGO_CONFIG = () =>
  wire({
    provider: 'mercadopago',
    publicKey: PUBLIC_KEY,
    cardFormPath: null,
    currency: 'COP',
    maxInstallments: 12,
  });

type Page = Window & { MercadoPago?: unknown };
const page = () => document.defaultView as Page;

afterEach(() => {
  delete page().MercadoPago;
});

/** A stand-in for `window.MercadoPago`: each `getFormData` hands over the next token, as the brick does. */
function fakeMercadoPago() {
  let tokens = 0;
  const getFormData = vi.fn(
    async (): Promise<BrickCardData> => ({
      token: `mp_tok_${++tokens}`,
      payment_method_id: 'master',
      installments: 6,
      issuer_id: 205,
    }),
  );
  const unmount = vi.fn();
  const create = vi.fn(async (_brick: string, _containerId: string, _settings: object) => ({
    getFormData,
    unmount,
  }));
  const constructed = vi.fn();
  page().MercadoPago = class {
    constructor(publicKey: string, options: object) {
      constructed(publicKey, options);
    }
    bricks() {
      return { create };
    }
  };
  return { getFormData, create, constructed };
}

describe('<Checkout> — Mercado Pago Card Payment Brick', () => {
  test('mounted with the public key; installments and issuer from getFormData go in the purchase', async () => {
    signIn();
    const mercadoPago = fakeMercadoPago();
    const api = serveCheckout({ routes: { 'GET /checkout/config': MERCADOPAGO_CONFIG } });
    await reachPayment();
    await waitFor(() => expect(mercadoPago.create).toHaveBeenCalledOnce());
    expect(mercadoPago.constructed).toHaveBeenCalledWith(PUBLIC_KEY, { locale: 'es-CO' });
    const [brick, containerId, settings] = mercadoPago.create.mock.calls[0] ?? [];
    expect(brick).toBe('cardPayment');
    expect(document.getElementById(String(containerId))).toBeTruthy();
    expect(settings).toMatchObject({
      initialization: { amount: 593_810, payer: { email: 'facturacion@ospina.co' } },
      customization: { visual: { hidePaymentButton: true }, paymentMethods: { maxInstallments: 12 } },
    });
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeTruthy();
    expect(purchases(api.requests)[0]?.body?.payment).toEqual({
      token: 'mp_tok_1',
      payment_method_id: 'master',
      installments: 6,
      issuer_id: '205',
    });
  });

  test('a refused attempt asks the brick for a fresh token (and a new key) on the retry', async () => {
    signIn();
    const mercadoPago = fakeMercadoPago();
    let attempts = 0;
    const api = serveCheckout({
      routes: {
        'GET /checkout/config': MERCADOPAGO_CONFIG,
        'POST /checkout': () =>
          attempts++ === 0 ? apiError(422, 'card_token_invalid') : wire(APPROVED_PURCHASE, 201),
      },
    });
    await reachPayment();
    await waitFor(() => expect(mercadoPago.create).toHaveBeenCalledOnce());
    await userEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Los datos de la tarjeta vencieron o ya se usaron. Ingrésalos de nuevo.',
    );
    await userEvent.click(payButton());
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    expect(mercadoPago.getFormData).toHaveBeenCalledTimes(2);
    const [first, second] = purchases(api.requests);
    expect(first?.body?.payment).toMatchObject({ token: 'mp_tok_1' });
    expect(second?.body?.payment).toMatchObject({ token: 'mp_tok_2' });
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  test('when its script cannot be downloaded, the provider is unavailable', async () => {
    signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveCheckout({ routes: { 'GET /checkout/config': MERCADOPAGO_CONFIG } });
    await reachPayment();
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${MERCADOPAGO_SDK_URL}"]`);
      if (!found) throw new Error('The Mercado Pago script is not requested yet.');
      return found;
    });
    script.dispatchEvent(new Event('error'));
    expect(
      await screen.findByText(
        'El pago con tarjeta no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
      ),
    ).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    script.remove();
  });
});

describe('<Checkout> — the payment configuration', () => {
  test('GET /checkout/config failing shows the reason and a retry; pay waits for it', async () => {
    signIn();
    let fail = true;
    serveCheckout({
      routes: {
        'GET /checkout/config': () =>
          fail
            ? apiError(503, 'try_again_later')
            : wire({
                provider: 'sandbox',
                publicKey: null,
                cardFormPath: '/api/v1/sandbox/card-form',
                currency: 'COP',
                maxInstallments: 36,
              }),
      },
    });
    await reachPayment();
    const alert = await screen.findByRole('alert', {}, AFTER_RETRIES);
    expect(alert.textContent).toContain('No pudimos cargar el formulario de pago');
    expect(alert.textContent).toContain('Algo salió mal');
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(document.querySelector('iframe')).toBeTruthy());
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
