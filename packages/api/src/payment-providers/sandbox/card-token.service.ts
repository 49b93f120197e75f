import { randomBytes } from 'node:crypto';
import { dateInBogota, parseIsoDate } from '@facturo/sdk/co';
import type { Translate } from '@facturo/sdk/i18n';
import type { CardPaymentMethodId, CardToken, CardTokenRequest } from '@facturo/sdk/schemas';
import { ApiProblem } from '../../http/api-problem';
import { enforceRateLimits, type RateLimitDeps } from '../../security/rate-limiter';
import { hashSecret } from '../../security/secret-token';
import { addSeconds } from '../../time/clock';
import { cardBrand, cardDigits, luhnValid, securityCodeLength } from './card-number';
import { outcomeForName } from './sandbox-outcomes';

/** Card tokens live 7 days, like Mercado Pago's, and work once. */
const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Tokenizations per IP: a sandbox must not become a card-testing service. */
const TOKEN_LIMIT = { name: 'sandbox-card-token', limit: 120, windowSeconds: 15 * 60 };

function cardProblems(
  input: CardTokenRequest,
  today: string,
  t: Translate,
): { digits: string; brand: CardPaymentMethodId } {
  const errors: Record<string, string[]> = {};
  const digits = cardDigits(input.cardNumber);
  const brand = digits ? cardBrand(digits) : null;
  if (!digits || !luhnValid(digits)) errors.cardNumber = [t('validation.cardNumber')];
  else if (!brand) errors.cardNumber = [t('validation.cardBrand')];
  const { year, month } = parseIsoDate(today);
  const expiryYear = input.expirationYear < 100 ? 2000 + input.expirationYear : input.expirationYear;
  if (input.expirationMonth < 1 || input.expirationMonth > 12 || expiryYear > year + 25) {
    errors.expirationMonth = [t('validation.invalid')];
  } else if (expiryYear < year || (expiryYear === year && input.expirationMonth < month)) {
    errors.expirationYear = [t('validation.cardExpired')];
  }
  if (brand && input.securityCode.length !== securityCodeLength(brand)) {
    errors.securityCode = [t('validation.securityCode', { digits: securityCodeLength(brand) })];
  }
  if (Object.keys(errors).length || !digits || !brand)
    throw new ApiProblem(422, 'validation_failed', { fieldErrors: errors });
  return { digits, brand };
}

/**
 * Tokenizes a test card: Luhn check, brand from the number, security-code length per brand, expiry
 * in the future (in Colombia). Only the brand, first six and last four digits, the expiry and the
 * outcome the cardholder name asks for are kept; the number, the code and the name are not.
 */
export async function createCardToken(
  deps: RateLimitDeps,
  input: CardTokenRequest,
  clientIp: string,
  t: Translate,
): Promise<CardToken> {
  await enforceRateLimits(deps, [[TOKEN_LIMIT, clientIp]]);
  const now = deps.clock.now();
  const { digits, brand } = cardProblems(input, dateInBogota(now), t);
  const token = randomBytes(16).toString('hex');
  const expiresAt = addSeconds(now, TOKEN_TTL_SECONDS);
  const expirationYear = input.expirationYear < 100 ? 2000 + input.expirationYear : input.expirationYear;
  await deps.db
    .insertInto('sandboxCardTokens')
    .values({
      tokenHash: hashSecret(token),
      paymentMethodId: brand,
      firstSixDigits: digits.slice(0, 6),
      lastFourDigits: digits.slice(-4),
      expirationMonth: input.expirationMonth,
      expirationYear,
      outcome: outcomeForName(input.cardholder.name),
      createdAt: now,
      expiresAt,
    })
    .execute();
  return {
    id: token,
    paymentMethodId: brand,
    firstSixDigits: digits.slice(0, 6),
    lastFourDigits: digits.slice(-4),
    expirationMonth: input.expirationMonth,
    expirationYear,
    dateDue: expiresAt.toISOString(),
    status: 'active',
  };
}
