import type { PaymentStatus } from '@facturo/sdk/schemas';

/**
 * The outcomes the demo card panel offers, named like Mercado Pago's test cardholders. The panel
 * hands over their tokens; the checkout's demo routes turn each into its payment.
 */
export const DEMO_OUTCOMES = {
  APRO: { status: 'approved', statusDetail: 'accredited' },
  CONT: { status: 'in_process', statusDetail: 'pending_contingency' },
  OTHE: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
} as const satisfies Record<string, { status: PaymentStatus; statusDetail: string }>;

/** A demo outcome. */
export type DemoOutcome = keyof typeof DEMO_OUTCOMES;

/** The token the demo card panel hands over for an outcome. */
export const demoToken = (outcome: DemoOutcome) => `demo-${outcome}`;
