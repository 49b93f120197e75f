import { BillingStep, type BillingStepProps } from './billing/billing-step';
import { PaymentStep, type PaymentStepProps } from './payment/payment-step';
import { ResultStep, type ResultStepProps } from './payment/result-step';

/** Props of {@link LaterStep}: the step to show and that step's own props. */
export type LaterStepProps =
  | ({ step: 'billing' } & BillingStepProps)
  | ({ step: 'payment' } & PaymentStepProps)
  | ({ step: 'result' } & ResultStepProps);

/**
 * The purchase's steps after the bag, behind one component: its code downloads once, when the buyer
 * leaves the bag, and moving between these steps never waits for a download again.
 */
export function LaterStep(props: LaterStepProps) {
  if (props.step === 'billing') return <BillingStep {...props} />;
  if (props.step === 'payment') return <PaymentStep {...props} />;
  return <ResultStep {...props} />;
}
