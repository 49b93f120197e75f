import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { WidgetBaseProps } from '../runtime/config/config.types';
import { useQuery } from '../runtime/data/use-query';
import { useSdkStore } from '../runtime/react/use-sdk-store';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetPending } from '../runtime/react/widget-pending';
import { ErrorState } from '../ui/state-views';
import type { CheckoutApi } from './checkout-api';
import { CheckoutFlow } from './checkout-flow';
import { LoginStep } from './login-step';
import { ResultStep } from './result-step';

/** Props of {@link PaymentResult}. */
export interface PaymentResultProps {
  api: CheckoutApi;
  paymentId: string;
  base: WidgetBaseProps;
  /** "Try another card" after a rejection: back to the purchase (the bag is still there). */
  onRetry: () => void;
}

/**
 * Only the result of one payment (`payment-id`): a return page after the purchase, or a link from an
 * e-mail. Reads `GET /payments/{id}` (signed in) and follows it while it is in process.
 */
export function PaymentResult({ api, paymentId, base, onRetry }: PaymentResultProps) {
  useSignals();
  const { t, locale, connection, demo, config } = useWidget();
  const session = useSdkStore(connection.session);
  const signedIn = demo || Boolean(session.userData);
  const [flow] = useState(() => new CheckoutFlow('result'));
  const payment = useQuery(
    `checkout-payment|${demo ? 'demo' : config.apiBaseUrl}|${paymentId}`,
    () => api.payment(paymentId),
    {
      enabled: signedIn,
    },
  );
  useEffect(() => {
    if (!payment.data || flow.outcome.peek()?.paymentId === payment.data.id) return;
    const { id, orderId, invoiceId, status, statusDetail } = payment.data;
    flow.outcome.value = { paymentId: id, orderId, invoiceId, status, statusDetail };
  }, [payment.data, flow]);

  if (!signedIn) return <LoginStep flow={flow} base={base} />;
  if (payment.status === 'error') {
    return (
      <ErrorState
        title={t('checkout.resultErrorTitle')}
        error={payment.error}
        onRetry={payment.refetch}
        retrying={payment.isFetching}
      />
    );
  }
  if (!flow.outcome.value) return <WidgetPending status="loading" locale={locale} />;
  return <ResultStep flow={flow} api={api} onRetry={onRetry} />;
}
