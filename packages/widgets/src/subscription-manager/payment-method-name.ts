import type { Translate } from '@facturo/sdk/i18n';
import type { PaymentMethod } from '@facturo/sdk/schemas';
import type { PaymentMethodRemovedDetail } from './payment-methods.types';

// Brand names are the cards' own, the same in every language.
const BRANDS: Record<string, string> = { visa: 'Visa', master: 'Mastercard', amex: 'American Express' };

/** A card's brand as printed on it (the provider's id when the brand is not a known one). */
export const brandName = (brand: string): string => BRANDS[brand] ?? brand;

/** "Visa terminada en 6260": how a card is named in sentences and for screen readers. */
export function paymentMethodName(t: Translate, method: Pick<PaymentMethod, 'brand' | 'lastFour'>): string {
  return t('cards.card', { brand: brandName(method.brand), lastFour: method.lastFour });
}

/** What every payment-method event says about the card (its `detail`, without `isDefault`). */
export function paymentMethodDetail(
  organizationId: string,
  method: PaymentMethod,
): PaymentMethodRemovedDetail {
  return { organizationId, paymentMethodId: method.id, brand: method.brand, lastFour: method.lastFour };
}
