import type { FacturoEvent } from '@facturo/widgets';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useCheckoutComplete } from '../../../src/pages/purchase/use-checkout-complete';

type Status = FacturoEvent<'facturo-checkout-complete'>['detail']['status'];

function Outcome({ status, replace }: { status: Status; replace: boolean }) {
  const onComplete = useCheckoutComplete({ replace });
  const event = new CustomEvent('facturo-checkout-complete', {
    detail: { status, paymentId: 'pay_2', orderId: null, invoiceId: null },
  }) as FacturoEvent<'facturo-checkout-complete'>;
  return (
    <button type="button" onClick={() => onComplete(event)}>
      outcome
    </button>
  );
}

function setup(start: string, status: Status) {
  const replace = start.startsWith('/payments');
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <Outcome status={status} replace={replace} /> },
      { path: '/payments', element: <Outcome status={status} replace={replace} /> },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: 'outcome' }));
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('where a checkout outcome leads', () => {
  test.each<[string, Status, string]>([
    // Declined on the checkout: it stays, so "Intentar con otra tarjeta" returns to its payment step.
    ['/checkout', 'rejected', '/checkout'],
    ['/checkout', 'cancelled', '/checkout'],
    ['/checkout', 'approved', '/payments?payment=pay_2'],
    ['/checkout', 'in_process', '/payments?payment=pay_2'],
    // On the result page the address names the latest attempt, whatever its outcome.
    ['/payments?payment=pay_1', 'rejected', '/payments?payment=pay_2'],
    ['/payments?payment=pay_1', 'approved', '/payments?payment=pay_2'],
  ])('from %s, a %s payment leads to %s', (start, status, expected) => {
    expect(setup(start, status)).toBe(expected);
  });
});
