import {
  createPaymentMethod,
  deletePaymentMethod,
  getCheckoutConfig,
  listPaymentMethods,
  updatePaymentMethod,
} from '@facturo/sdk/endpoints';
import { ApiError, type DemoRoute, demoRoute } from '@facturo/sdk/http';
import type { PaymentMethod } from '@facturo/sdk/schemas';
import { demoToken } from '../ui/card-form/demo-outcomes';

/** The demo organization's saved cards: a default Visa and a Mastercard. */
function demoCards(organizationId: string, year: number): PaymentMethod[] {
  const card = (id: string, brand: string, lastFour: string, month: number, isDefault: boolean) => ({
    id: `00000000-0000-4000-8000-00000000d${id}`,
    organizationId,
    brand,
    lastFour,
    expirationMonth: month,
    expirationYear: year + 3,
    isDefault,
    createdAt: '2026-01-15T15:00:00.000Z',
  });
  return [card('001', 'visa', '6260', 11, true), card('002', 'master', '3564', 4, false)];
}

/**
 * The payment-method endpoints of a `demo` subscription manager: two cards in memory, a card "saved"
 * from the demo card panel (accepted or refused as the visitor chose), the default changed, and a
 * removal refused for the default while others remain, as the API does. Nothing is sent anywhere.
 */
export function paymentMethodDemoRoutes(organizationId: string, now: () => number): DemoRoute[] {
  let cards = demoCards(organizationId, new Date(now()).getUTCFullYear());
  let added = 0;
  const find = (methodId: string) => {
    const found = cards.find((card) => card.id === methodId);
    if (!found) throw new ApiError(404, 'not_found', 'not_found');
    return found;
  };
  return [
    demoRoute(getCheckoutConfig, () => ({
      provider: 'sandbox',
      publicKey: null,
      cardFormPath: null,
      currency: 'COP',
      maxInstallments: 36,
    })),
    demoRoute(listPaymentMethods, () => ({ items: [...cards] })),
    demoRoute(createPaymentMethod, ({ body }) => {
      if (body.token !== demoToken('APRO'))
        throw new ApiError(422, 'card_token_invalid', 'card_token_invalid');
      added += 1;
      const card: PaymentMethod = {
        id: `00000000-0000-4000-8000-00000000e${String(added).padStart(3, '0')}`,
        organizationId,
        brand: 'amex',
        lastFour: String(1000 + added * 17).slice(-4),
        expirationMonth: 8,
        expirationYear: new Date(now()).getUTCFullYear() + 4,
        isDefault: cards.length === 0,
        createdAt: new Date(now()).toISOString(),
      };
      cards = [...cards, card];
      return card;
    }),
    demoRoute(updatePaymentMethod, ({ params }) => {
      const chosen = find(params.methodId);
      cards = [
        { ...chosen, isDefault: true },
        ...cards.filter((card) => card.id !== chosen.id).map((card) => ({ ...card, isDefault: false })),
      ];
      return { ...chosen, isDefault: true };
    }),
    demoRoute(deletePaymentMethod, ({ params }) => {
      const removed = find(params.methodId);
      if (removed.isDefault && cards.length > 1) {
        throw new ApiError(409, 'payment_method_default_in_use', 'payment_method_default_in_use');
      }
      cards = cards.filter((card) => card.id !== removed.id);
    }),
  ];
}
