import type { BillingInfo } from '@facturo/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '../runtime/data/use-query';
import { useForm } from '../runtime/forms/use-form';
import { WIDGET_NAMESPACES } from '../runtime/i18n/widget-namespaces';
import { useSdkStore } from '../runtime/react/use-sdk-store';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetRoot } from '../runtime/react/widget-root';
import { BagStep } from './bag-step';
import { checkoutItems } from './bag-summary';
import { EMPTY_BILLING, flattenFieldErrors, validateBilling } from './billing-form';
import { BillingStep } from './billing-step';
import type { CardHandleRef } from './card-component';
import * as styles from './checkout.css';
import type { CheckoutProps } from './checkout.types';
import { httpCheckoutApi } from './checkout-api';
import { DEMO_BAG, demoCheckoutApi } from './checkout-api.demo';
import { CheckoutFlow } from './checkout-flow';
import { CheckoutSteps, type ProgressStep } from './checkout-steps';
import { LoginStep } from './login-step';
import { OrderSummary } from './order-summary';
import { PayInvoice } from './pay-invoice';
import { PaymentResult } from './payment-result';
import { PaymentStep } from './payment-step';
import { ResultStep } from './result-step';
import { useBag } from './use-bag';
import { useBillingPrefill } from './use-billing-prefill';
import { usePurchase } from './use-purchase';

const PURCHASE_STEPS: readonly ProgressStep[] = [
  { id: 'bag', label: 'checkout.stepBag' },
  { id: 'billing', label: 'checkout.stepBilling' },
  { id: 'payment', label: 'checkout.stepPayment' },
  { id: 'result', label: 'checkout.stepResult' },
];

/**
 * The purchase journey: the bag (the shared cart, with cycle, quantity and IVA per line), sign-in
 * when needed (the login widget inline), billing information (taxpayer, DIAN document with DV,
 * DIVIPOLA address), payment with the configured provider's card component (never card numbers here;
 * one idempotency key per attempt) and the result (approved, in process until it settles, or
 * rejected with a retry). Dispatches `facturo-checkout-complete` { status, paymentId, orderId,
 * invoiceId } for every outcome.
 * @example <Checkout plansUrl="/planes" onCheckoutComplete={(event) => track(event.detail)} />
 */
export function Checkout(props: CheckoutProps) {
  return (
    <WidgetRoot name="checkout" props={props} namespaces={WIDGET_NAMESPACES.checkout}>
      <CheckoutContent {...props} />
    </WidgetRoot>
  );
}

function CheckoutContent(props: CheckoutProps) {
  const { demo, connection } = useWidget();
  const api = useMemo(
    () => (demo ? demoCheckoutApi() : httpCheckoutApi(connection.client)),
    [demo, connection],
  );
  const [resultOnly, setResultOnly] = useState(Boolean(props.paymentId));
  const base = {
    apiBase: props.apiBase,
    locale: props.locale,
    theme: props.theme,
    primaryColor: props.primaryColor,
    demo: props.demo,
    translations: props.translations,
  };
  const body =
    resultOnly && props.paymentId ? (
      <PaymentResult api={api} paymentId={props.paymentId} base={base} onRetry={() => setResultOnly(false)} />
    ) : props.invoiceId ? (
      <PayInvoice api={api} invoiceId={props.invoiceId} base={base} />
    ) : (
      <Purchase {...props} api={api} base={base} startAt={props.paymentId ? 'billing' : props.step} />
    );
  return <div className={styles.checkout}>{body}</div>;
}

type PurchaseProps = CheckoutProps & {
  api: ReturnType<typeof httpCheckoutApi>;
  base: Parameters<typeof LoginStep>[0]['base'];
  startAt: CheckoutProps['step'];
};

function Purchase({ api, base, startAt, checkoutUrl, plansUrl, organizationId }: PurchaseProps) {
  useSignals();
  const { connection, config, demo } = useWidget();
  const session = useSdkStore(connection.session);
  const bag = useBag(api);
  const [flow] = useState(() => new CheckoutFlow(startAt === 'billing' ? 'billing' : 'bag'));
  // A demo checkout shows a realistic bag even when no demo pricing table filled it.
  useEffect(() => {
    if (demo && connection.cart.items.length === 0) for (const item of DEMO_BAG) connection.cart.add(item);
  }, [demo, connection]);
  const card: CardHandleRef = useRef(null);
  const checkoutConfig = useQuery(`checkout-config|${demo ? 'demo' : config.apiBaseUrl}`, () => api.config());
  const signedIn = demo || Boolean(session.userData);
  const { model, onSubmit } = useForm<typeof EMPTY_BILLING, BillingInfo>(EMPTY_BILLING, {
    validate: validateBilling,
    onSubmit: async (billing) => {
      flow.billing.value = billing;
      flow.go('payment');
    },
  });
  useBillingPrefill(api, model, {
    signedIn,
    userKey: String((session.userData as { id?: unknown } | null)?.id ?? ''),
    organizationId,
  });
  const pay = usePurchase(flow, card, {
    send: (payment, key) => {
      const billingInfo = flow.billing.peek() as BillingInfo;
      return api.purchase(
        {
          items: checkoutItems(bag.summary),
          billingInfo,
          payment,
          ...(organizationId ? { organizationId } : {}),
        },
        key,
      );
    },
    onAccepted: () => connection.cart.clear(),
    onBillingRejected: (fieldErrors, message) => {
      model.errors.value = flattenFieldErrors(fieldErrors);
      model.fail(message);
      flow.go('billing');
    },
  });

  let step = flow.step.value;
  const emptyBag = bag.status === 'success' && bag.summary.lines.length === 0;
  if (step !== 'result' && emptyBag) step = 'bag';
  if (step === 'payment' && !flow.billing.value) step = 'billing';
  const needsLogin = !signedIn && (step === 'billing' || step === 'payment');
  const summary = bag.summary.lines.length ? <OrderSummary summary={bag.summary} /> : undefined;

  let content: ReactNode;
  if (needsLogin) content = <LoginStep flow={flow} base={base} summary={summary} />;
  else if (step === 'bag')
    content = <BagStep flow={flow} bag={bag} checkoutUrl={checkoutUrl} plansUrl={plansUrl} />;
  else if (step === 'billing') {
    content = (
      <BillingStep
        flow={flow}
        model={model}
        onSubmit={onSubmit}
        onBack={startAt === 'billing' ? undefined : () => flow.go('bag')}
        summary={summary}
      />
    );
  } else if (step === 'payment') {
    content = (
      <PaymentStep
        flow={flow}
        config={checkoutConfig}
        card={card}
        amount={bag.summary.total}
        payerEmail={flow.billing.value?.email ?? ''}
        onPay={() => void pay()}
        onBack={() => flow.go('billing')}
        summary={summary}
      />
    );
  } else content = <ResultStep flow={flow} api={api} onRetry={() => flow.retryWithAnotherCard()} />;

  return (
    <>
      <CheckoutSteps steps={PURCHASE_STEPS} current={needsLogin || step === 'login' ? 'billing' : step} />
      {content}
    </>
  );
}
