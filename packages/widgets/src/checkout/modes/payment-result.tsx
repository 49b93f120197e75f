import { ErrorState } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { WidgetBaseProps } from '../../runtime/core/config/config.types';
import { useQuery } from '../../runtime/react/use-query';
import { useSdkStore } from '../../runtime/react/use-sdk-store';
import { useWidgetCart } from '../../runtime/react/use-widget-cart';
import { useWidget } from '../../runtime/react/widget-context';
import { WidgetPending } from '../../runtime/react/widget-pending';
import type { CheckoutApi } from '../api/checkout-api';
import { purchasedItems, restoreCart } from '../bag/restore-cart';
import { CheckoutFlow } from '../checkout-flow';
import { ResultStep } from '../payment/result-step';
import { LoginStep } from '../steps/login-step';

/** Props of {@link PaymentResult}. */
export interface PaymentResultProps {
  api: CheckoutApi;
  paymentId: string;
  base: WidgetBaseProps;
  /**
   * "Try another card" after a rejection: the purchase again, its plans back in the bag (`invoiceId`
   * `null`), or the open invoice the payment was for (a renewal) paid again.
   */
  onRetry: (target: { invoiceId: string | null }) => void;
}

/**
 * Only the result of one payment (`payment-id`): a return page after the purchase, or a link from an
 * e-mail. Reads `GET /payments/{id}` (signed in) and follows it while it is in process.
 */
export function PaymentResult({ api, paymentId, base, onRetry }: PaymentResultProps) {
  useSignals();
  const { t, locale, connection, demo, config } = useWidget();
  const cart = useWidgetCart();
  const session = useSdkStore(connection.session);
  const signedIn = demo || Boolean(session.userData);
  const [flow] = useState(() => new CheckoutFlow('result'));
  const [retryError, setRetryError] = useState<unknown>(null);
  const retrying = useRef(false);
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

  // The payment says what it paid: a purchase (no invoice is issued for a rejected one) lists its
  // plans, which go back in the emptied bag; a renewal is paid again as an open invoice.
  const retry = async () => {
    const outcome = flow.outcome.peek();
    if (!outcome || retrying.current) return;
    retrying.current = true;
    setRetryError(null);
    try {
      const paid = await api.payment(outcome.paymentId);
      if (paid.items.length === 0 && paid.invoiceId) {
        const invoice = await api.invoice(paid.invoiceId);
        const items = purchasedItems(invoice);
        if (items.length === 0) return onRetry({ invoiceId: invoice.id });
        if (cart.items.length === 0) restoreCart(cart, items);
        return onRetry({ invoiceId: null });
      }
      if (cart.items.length === 0) restoreCart(cart, paid.items);
      onRetry({ invoiceId: null });
    } catch (error) {
      setRetryError(error);
    } finally {
      retrying.current = false;
    }
  };

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
  return (
    <>
      <ResultStep flow={flow} api={api} onRetry={() => void retry()} />
      {retryError ? (
        <ErrorState title={t('checkout.invoiceErrorTitle')} error={retryError} onRetry={() => void retry()} />
      ) : null}
    </>
  );
}
