import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { expect, vi } from 'vitest';
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
