import type { SubscriptionEvent } from '@facturo/sdk/schemas';
import { type BoundFunctions, type queries, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { subscription } from './billing';

type Card = BoundFunctions<typeof queries>;

/** Opens a card's "Cambiar plan" panel and answers its plan field once the plans have loaded. */
export async function openPlanChange(card: Card): Promise<HTMLSelectElement> {
  await userEvent.click(card.getByRole('button', { name: 'Cambiar plan' }));
  const select = (await card.findByRole('combobox', { name: 'Nuevo plan' })) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  return select;
}

/** Opens the panel and picks `option` (`<planId>|<cycle>`), which asks the API for its quote. */
export async function pickPlanChange(card: Card, option: string): Promise<HTMLSelectElement> {
  const select = await openPlanChange(card);
  await userEvent.selectOptions(select, option);
  return select;
}

/** One line of the fixture subscription's history; `overrides` says what happened and who did it. */
export function subscriptionEvent(overrides: Partial<SubscriptionEvent>): SubscriptionEvent {
  return {
    id: '7d1c3b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d',
    subscriptionId: subscription().id,
    action: 'cancellation_scheduled',
    actor: null,
    apiKey: null,
    activeUntil: '2027-03-01',
    voidedInvoices: [],
    creditedAmount: 0,
    planChange: null,
    chargedAmount: 0,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}
