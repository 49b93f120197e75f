import { invoiceBalance } from '@facturo/sdk/billing';
import { formatCOP, formatDate } from '@facturo/sdk/co';
import type { Invoice } from '@facturo/sdk/schemas';
import { Alert, ErrorState } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import type { WidgetBaseProps } from '../../runtime/core/config/config.types';
import { useQuery } from '../../runtime/react/use-query';
import { useSdkStore } from '../../runtime/react/use-sdk-store';
import { useWidget } from '../../runtime/react/widget-context';
import { WidgetPending } from '../../runtime/react/widget-pending';
import type { CardHandleRef } from '../../ui/card-form/card-component';
import * as lists from '../../ui/summary-list.css';
import type { AttemptPayment, CheckoutApi } from '../api/checkout-api';
import { Totals } from '../bag/order-summary';
import * as styles from '../checkout.css';
import { CheckoutFlow } from '../checkout-flow';
import { bankReturnUrl } from '../payment/bank-redirect';
import { PaymentStep } from '../payment/payment-step';
import { ResultStep } from '../payment/result-step';
import { usePurchase } from '../payment/use-purchase';
import { CheckoutSteps, type ProgressStep } from '../steps/checkout-steps';
import { LoginStep } from '../steps/login-step';

const STEPS: readonly ProgressStep[] = [
  { id: 'payment', label: 'checkout.stepPayment' },
  { id: 'result', label: 'checkout.stepResult' },
];

const PAYABLE = new Set<Invoice['status']>(['unpaid', 'partially_paid']);

/** The open invoice beside the payment: its number, concept, due date and what is left to pay. */
function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { t, locale } = useWidget();
  return (
    <aside
      className={`${styles.panel} ${styles.aside}`}
      aria-label={t('checkout.invoiceSummaryTitle', { number: invoice.number })}
    >
      <h3 className={styles.summaryTitle}>{t('checkout.invoiceSummaryTitle', { number: invoice.number })}</h3>
      <p className={styles.muted}>{invoice.concept}</p>
      <p className={styles.muted}>
        {t('checkout.dueOn', { date: formatDate(invoice.dueDate, locale, 'long') })}
      </p>
      <Totals subtotal={invoice.subtotal} iva={invoice.iva} total={invoice.total} />
      {invoiceBalance(invoice) < invoice.total ? (
        <p className={lists.totalRow}>
          {t('checkout.amountDue')} <strong>{formatCOP(invoiceBalance(invoice), locale)}</strong>
        </p>
      ) : null}
    </aside>
  );
}

/**
 * Pays an open invoice (`invoice-id`: a renewal, or one left unpaid): sign-in when needed, the card
 * or PSE, and the result, through `POST /invoices/{id}/pay` with the same idempotency rules as a purchase.
 */
export function PayInvoice({
  api,
  invoiceId,
  base,
  returnUrl,
}: {
  api: CheckoutApi;
  invoiceId: string;
  base: WidgetBaseProps;
  /** Where a PSE bank sends the buyer back (this page by default). */
  returnUrl?: string | undefined;
}) {
  useSignals();
  const { t, locale, connection, demo, config } = useWidget();
  const session = useSdkStore(connection.session);
  const signedIn = demo || Boolean(session.userData);
  const [flow] = useState(() => new CheckoutFlow('payment'));
  const card: CardHandleRef<AttemptPayment> = useRef(null);
  const scope = demo ? 'demo' : config.apiBaseUrl;
  const invoice = useQuery(`checkout-invoice|${scope}|${invoiceId}|open`, () => api.invoice(invoiceId), {
    enabled: signedIn,
  });
  const checkoutConfig = useQuery(`checkout-config|${scope}`, () => api.config());
  const pay = usePurchase(flow, card, {
    request: (payment) => ({
      payment,
      ...(flow.saveCard.peek() && flow.method.peek() === 'card' ? { saveCard: true } : {}),
    }),
    send: (request, key) => api.payInvoice(invoiceId, request, key),
  });

  if (!signedIn) return <LoginStep flow={flow} base={base} />;
  if (invoice.status === 'error') {
    return (
      <ErrorState
        title={t('checkout.invoiceErrorTitle')}
        error={invoice.error}
        onRetry={invoice.refetch}
        retrying={invoice.isFetching}
      />
    );
  }
  if (!invoice.data) return <WidgetPending status="loading" locale={locale} />;
  const step = flow.step.value;
  const summary = <InvoiceSummary invoice={invoice.data} />;
  return (
    <>
      <CheckoutSteps steps={STEPS} current={step === 'result' ? 'result' : 'payment'} />
      {step === 'result' ? (
        <ResultStep flow={flow} api={api} onRetry={() => flow.retryWithAnotherCard()} />
      ) : PAYABLE.has(invoice.data.status) ? (
        <PaymentStep
          flow={flow}
          config={checkoutConfig}
          card={card}
          amount={invoiceBalance(invoice.data)}
          payerEmail={String((session.userData as { email?: unknown } | null)?.email ?? '')}
          onPay={() => void pay()}
          summary={summary}
          offerSaveCard
          pse={{ api, returnUrl: bankReturnUrl(returnUrl) }}
        />
      ) : (
        <Alert tone="primary" title={t('checkout.invoiceNotPayableTitle', { number: invoice.data.number })}>
          {t('errors.invoice_not_payable')}
        </Alert>
      )}
    </>
  );
}
