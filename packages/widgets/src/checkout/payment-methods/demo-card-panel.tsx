import { useEffect, useId, useState } from 'react';
import { useWidget } from '../../runtime/react/widget-context';
import * as choice from '../../ui/choice.css';
import type { CardHandleRef } from './card-component';
import { DEMO_OUTCOMES, type DemoOutcome, demoToken } from './demo-outcomes';

const LABELS: Record<DemoOutcome, string> = {
  APRO: 'checkout.demoApproved',
  CONT: 'checkout.demoInProcess',
  OTHE: 'checkout.demoRejected',
};

/**
 * The payment step of `demo` widgets: no card fields at all (a demo must never look like it takes a
 * card), only the outcome to simulate, named after Mercado Pago's test cardholders.
 */
export function DemoCardPanel({ handleRef }: { handleRef: CardHandleRef }) {
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
      {(Object.keys(DEMO_OUTCOMES) as DemoOutcome[]).map((name) => (
        <label key={name} className={choice.card}>
          <input
            className={choice.radio}
            type="radio"
            name={`${groupId}-demo-outcome`}
            checked={outcome === name}
            onChange={() => setOutcome(name)}
          />
          <span>
            {t(LABELS[name])}
            <span className={choice.detail}>{name}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
