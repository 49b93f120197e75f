import type { PaymentInput } from '@facturo/sdk/schemas';
import { useEffect, useId, useState } from 'react';
import { useWidget } from '../../runtime/react/widget-context';
import * as choice from '../choice.css';
import type { CardHandleRef } from './card-component';
import { DEMO_OUTCOMES, type DemoOutcome, demoToken } from './demo-outcomes';

/** What the card is for: a payment (three outcomes) or saving it (accepted or refused). */
export type DemoCardPurpose = 'pay' | 'save';

const LABELS: Record<DemoCardPurpose, Partial<Record<DemoOutcome, string>>> = {
  pay: { APRO: 'checkout.demoApproved', CONT: 'checkout.demoInProcess', OTHE: 'checkout.demoRejected' },
  // Saving a card has no payment "in process".
  save: { APRO: 'checkout.demoCardAccepted', OTHE: 'checkout.demoCardRefused' },
};

/**
 * The card step of `demo` widgets (paying or saving a card): no card fields at all (a demo must never look like it takes a
 * card), only the outcome to simulate, named after Mercado Pago's test cardholders.
 */
export function DemoCardPanel<Other = never>({
  handleRef,
  purpose = 'pay',
}: {
  handleRef: CardHandleRef<PaymentInput | Other>;
  purpose?: DemoCardPurpose | undefined;
}) {
  const { t } = useWidget();
  const groupId = useId();
  const [outcome, setOutcome] = useState<DemoOutcome>('APRO');
  useEffect(() => {
    handleRef.current = {
      requestToken: async () => ({ token: demoToken(outcome), paymentMethodId: 'visa', installments: 1 }),
      reset: () => setOutcome('APRO'),
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, outcome]);
  return (
    <fieldset className={choice.group}>
      <legend className={choice.legend}>{t('checkout.demoLegend')}</legend>
      {(Object.keys(DEMO_OUTCOMES) as DemoOutcome[])
        .flatMap((name) => {
          const label = LABELS[purpose][name];
          return label ? [{ name, label }] : [];
        })
        .map(({ name, label }) => (
          <label key={name} className={choice.card}>
            <input
              className={choice.radio}
              type="radio"
              name={`${groupId}-demo-outcome`}
              checked={outcome === name}
              onChange={() => setOutcome(name)}
            />
            <span>
              {t(label)}
              <span className={choice.detail}>{name}</span>
            </span>
          </label>
        ))}
    </fieldset>
  );
}
