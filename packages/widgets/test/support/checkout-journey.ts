import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { expect, type Mock, vi } from 'vitest';
import { Checkout } from '../../src/index';
import { fakeConnection } from './billing';
import { FAKE_API_BASE, type FakeRequest } from './fake-api';
import { renderWidget } from './render';

/** The pay button for the Pyme annual plan (its amount has a no-break space after `$`). */
export const payButton = () => screen.getByRole('button', { name: /^Pagar \$\s593\.810$/ });

/** The `POST /checkout` requests among those the fake API received. */
export const purchases = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/checkout');

/** Bag → billing (prefilled) → payment, signed in, with the Pyme annual plan in the cart. */
export async function reachPayment(onCheckoutComplete = vi.fn()) {
  fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
  await renderWidget(createElement(Checkout, { apiBase: FAKE_API_BASE, onCheckoutComplete }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
  await waitFor(() =>
    expect((screen.getByLabelText('Razón social') as HTMLInputElement).value).toBe(
      'Ospina Contadores S.A.S.',
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
  expect(await screen.findByRole('heading', { name: 'Pago' })).toBeTruthy();
  return onCheckoutComplete;
}

/** The `submit` commands the checkout posted to the sandbox card form (one per tokenization). */
export const cardSubmits = (card: { commands: { mock: { calls: unknown[][] } } }) =>
  card.commands.mock.calls.filter(([message]) => (message as { type: string }).type === 'submit');

/**
 * Makes every `POST /checkout` reach the fake API (the card may have been charged) and then lose its
 * answer, as a dropped connection does, until `restore()` is called.
 */
export function loseCheckoutAnswers(api: { fetch: Mock<typeof fetch> }): { restore(): void } {
  let down = true;
  const answer = api.fetch.getMockImplementation() as typeof fetch;
  api.fetch.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (down && new URL(request.url).pathname.endsWith('/checkout')) {
      await answer(input, init);
      throw new TypeError('Failed to fetch');
    }
    return answer(input, init);
  });
  return {
    restore() {
      down = false;
    },
  };
}
