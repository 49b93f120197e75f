import { formatCOP } from '@facturo/sdk/co';
import type { CheckoutConfig } from '@facturo/sdk/schemas';
import { Alert, Button, ButtonSpinner, CheckboxField, ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import { useSignals } from '@preact/signals-react/runtime';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import type { QueryResult } from '../../runtime/react/use-query';
import { useWidget } from '../../runtime/react/widget-context';
import type { CardHandleRef } from '../../ui/card-form/card-component';
import { CardForm } from '../../ui/card-form/card-form';
import type { AttemptPayment, CheckoutApi } from '../api/checkout-api';
import * as styles from '../checkout.css';
import type { CheckoutFlow } from '../checkout-flow';
import { StepFrame } from '../steps/step-frame';
import * as methodStyles from './payment-method.css';

// The PSE form (and its rules) downloads only when the buyer chooses PSE.
const PseForm = lazy(() =>
  import('../payment-methods/pse-form').then((module) => ({ default: module.PseForm })),
);

/** Props of {@link PaymentStep}. */
export interface PaymentStepProps {
  flow: CheckoutFlow;
  config: QueryResult<CheckoutConfig>;
  card: CardHandleRef<AttemptPayment>;
  /** What the buyer pays, IVA included (as the API priced it). */
  amount: number;
  /** The invoice e-mail, given to providers that ask for it. */
  payerEmail: string;
  onPay: () => void;
  onBack?: () => void;
  summary: ReactNode;
  /**
   * Offers "save this card" (the API's `save_card` consent): purchases and invoice payments, not plan
   * changes. Never in demo mode, where no card is charged or kept.
   */
  offerSaveCard?: boolean;
  /**
   * Offers PSE beside the card (purchases and open invoices; never in demo mode, which has no bank):
   * the API for the banks and where the bank sends the buyer back.
   */
  pse?: { api: CheckoutApi; returnUrl: string } | undefined;
}

/** "¿Cómo quieres pagar?": card or PSE, as native radios. */
function MethodChoice({ flow, disabled }: { flow: CheckoutFlow; disabled: boolean }) {
  const { t } = useWidget();
  const name = useId();
  const options = [
    { value: 'card', label: t('checkout.methodCard') },
    { value: 'pse', label: t('checkout.methodPse') },
  ] as const;
  return (
    <fieldset className={methodStyles.choice}>
      <legend className={methodStyles.legend}>{t('checkout.methodLegend')}</legend>
      {options.map((option) => (
        <label key={option.value} className={methodStyles.option}>
          <input
            className={methodStyles.radio}
            type="radio"
            name={name}
            value={option.value}
            checked={flow.method.value === option.value}
            disabled={disabled}
            onChange={() => {
              flow.method.value = option.value;
              flow.newAttempt();
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Step 3: the card or, where it is offered, PSE. The provider's component (sandbox form or Mercado
 * Pago's brick) tokenizes the card in its own frame, or the PSE form takes the bank and the payer's
 * document; "pay" sends the purchase with the attempt's idempotency key (PSE then goes to the bank). While it works the
 * button is busy (a second click does nothing, the focus stays on it) and screen readers hear that the
 * payment is being processed; a failure says what happened and, when the outcome is unknown, offers
 * only to resend the same request (going back is locked until that attempt has an outcome).
 */
export function PaymentStep({
  flow,
  config,
  card,
  amount,
  payerEmail,
  onPay,
  onBack,
  summary,
  offerSaveCard = false,
  pse,
}: PaymentStepProps) {
  useSignals();
  const { t, locale, demo } = useWidget();
  const busy = flow.busy.value;
  const error = flow.paymentError.value;
  const resend = flow.canResend.value;
  const offersPse = Boolean(pse) && !demo;
  const byPse = offersPse && flow.method.value === 'pse';

  let component: ReactNode;
  if (byPse && pse) {
    component = (
      <Suspense fallback={<span className={skeleton} style={{ height: 220 }} aria-hidden="true" />}>
        <PseForm api={pse.api} handleRef={card} payerEmail={payerEmail} returnUrl={pse.returnUrl} />
      </Suspense>
    );
  } else if (config.status === 'error') {
    component = (
      <ErrorState
        title={t('checkout.providerErrorTitle')}
        error={config.error}
        onRetry={config.refetch}
        retrying={config.isFetching}
      />
    );
  } else if (config.status === 'pending' || !config.data) {
    component = <span className={skeleton} style={{ height: 220 }} aria-hidden="true" />;
  } else {
    component = <CardForm config={config.data} card={card} amount={amount} payerEmail={payerEmail} />;
  }

  return (
    <div className={styles.layout}>
      <StepFrame
        flow={flow}
        title={t('checkout.paymentTitle')}
        subtitle={t(offersPse ? 'checkout.paymentSubtitlePse' : 'checkout.paymentSubtitle')}
      >
        {offersPse ? <MethodChoice flow={flow} disabled={busy || resend} /> : null}
        {component}
        {offerSaveCard && !demo && !byPse ? (
          <CheckboxField
            label={t('checkout.saveCard')}
            checked={flow.saveCard.value}
            onCheckedChange={(checked) => {
              flow.saveCard.value = checked;
            }}
            disabled={busy || resend}
          />
        ) : null}
        {error ? (
          <Alert tone="danger" title={t('checkout.paymentFailedTitle')}>
            {error}
            {resend ? ` ${t('checkout.resendSafe')}` : ''}
            {resend && onBack ? ` ${t('checkout.resendLocked')}` : ''}
          </Alert>
        ) : null}
        <div role="status" aria-live="polite" className={visuallyHidden}>
          {busy ? t('checkout.processing') : ''}
        </div>
        <div className={styles.stack}>
          {/* Busy is aria-disabled, not disabled: a disabled button drops the keyboard focus mid-payment. */}
          <Button
            block
            className={styles.busyButton}
            aria-disabled={busy || undefined}
            icon={busy ? <ButtonSpinner /> : null}
            onClick={busy ? undefined : onPay}
            disabled={!byPse && config.status !== 'success'}
          >
            {resend
              ? t('checkout.resend')
              : t(byPse ? 'checkout.payPse' : 'checkout.pay', { amount: formatCOP(amount, locale) })}
          </Button>
          <p className={styles.secureNote}>
            <IconLock size={16} aria-hidden="true" focusable="false" />
            {t('checkout.secureNote')}
          </p>
        </div>
        {onBack ? (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={onBack}
              disabled={busy || resend}
              icon={<IconArrowLeft size={18} aria-hidden="true" focusable="false" />}
            >
              {t('checkout.backToBilling')}
            </Button>
          </div>
        ) : null}
      </StepFrame>
      {summary}
    </div>
  );
}
