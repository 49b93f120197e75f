import type { TranslationKey } from '@facturo/sdk/i18n';

// Mercado Pago's `status_detail` values for refused card payments, in plain words for the buyer.
const REASONS: Record<string, TranslationKey> = {
  cc_rejected_other_reason: 'checkout.reasonOther',
  cc_rejected_call_for_authorize: 'checkout.reasonCallForAuthorize',
  cc_rejected_insufficient_amount: 'checkout.reasonInsufficientAmount',
  cc_rejected_bad_filled_security_code: 'checkout.reasonSecurityCode',
  cc_rejected_bad_filled_date: 'checkout.reasonExpiration',
  cc_rejected_bad_filled_other: 'checkout.reasonBadFilled',
  cc_rejected_bad_filled_card_number: 'checkout.reasonBadFilled',
  cc_rejected_card_disabled: 'checkout.reasonCardDisabled',
  cc_rejected_duplicated_payment: 'checkout.reasonDuplicated',
  cc_rejected_high_risk: 'checkout.reasonHighRisk',
  cc_rejected_max_attempts: 'checkout.reasonMaxAttempts',
  invalid_card_token: 'checkout.reasonInvalidToken',
  // PSE: the bank said no, the buyer left it, or the transfer could not start.
  rejected_by_bank: 'checkout.reasonBankRejected',
  expired: 'checkout.reasonTransferExpired',
  pse_transfer_refused: 'errors.pse_transfer_refused',
};

const BANK_TRANSFER_DETAILS = new Set(['rejected_by_bank', 'expired', 'pse_transfer_refused']);

/** `true` for the refusals of a PSE transfer (the retry is "try again", not "another card"). */
export const isBankTransferDetail = (statusDetail: string): boolean =>
  BANK_TRANSFER_DETAILS.has(statusDetail);

/** Why a payment was refused, for the buyer; the generic payment error for details we do not know. */
export function rejectionReasonKey(statusDetail: string): TranslationKey {
  return REASONS[statusDetail] ?? 'errors.payment_error';
}
