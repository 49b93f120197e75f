import type { PaymentStatus } from '@facturo/sdk/schemas';

/**
 * Mercado Pago Colombia's test cardholder names and the result each one produces. Any other name
 * is approved, as a real card with a real name would be.
 */
export const SANDBOX_OUTCOMES = {
  APRO: { status: 'approved', statusDetail: 'accredited' },
  CONT: { status: 'in_process', statusDetail: 'pending_contingency' },
  OTHE: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
  CALL: { status: 'rejected', statusDetail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_other' },
} as const satisfies Record<string, { status: PaymentStatus; statusDetail: string }>;

/** A test cardholder name. */
export type SandboxOutcome = keyof typeof SANDBOX_OUTCOMES;

/** The outcome a cardholder name asks for: its first word when it is a test name, otherwise `APRO`. */
export function outcomeForName(cardholderName: string): SandboxOutcome {
  const first = cardholderName.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return first in SANDBOX_OUTCOMES ? (first as SandboxOutcome) : 'APRO';
}

/** The issuer the sandbox reports per brand (labelled as sandbox data in the docs). */
export const SANDBOX_ISSUERS = {
  visa: 'Banco de Bogotá',
  master: 'Bancolombia',
  amex: 'American Express',
} as const;
