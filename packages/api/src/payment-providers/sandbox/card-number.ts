import type { CardPaymentMethodId } from '@facturo/sdk/schemas';

/** The digits of a card number as typed (spaces and hyphens removed); `null` if anything else is in it. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The brand by its issuer identification number, with Mercado Pago's `payment_method_id`: Visa
 * (4, 13/16/19 digits), Mastercard (51–55 and 2221–2720, 16 digits), American Express (34, 37, 15
 * digits). `null` for anything else.
 */
export function cardBrand(digits: string): CardPaymentMethodId | null {
  if (/^4/.test(digits) && [13, 16, 19].includes(digits.length)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'master';
  if (digits.length === 15 && (two === 34 || two === 37)) return 'amex';
  return null;
}

/** Digits of the security code: 4 for American Express, 3 for the others. */
export const securityCodeLength = (brand: CardPaymentMethodId): number => (brand === 'amex' ? 4 : 3);
