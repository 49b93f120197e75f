import type { BillingInfo, CheckoutRequest } from '@facturo/sdk/schemas';
import { reloadUser } from '@facturo/sdk/session';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { DemoRoutesLoader } from '../runtime/core/connection/demo-connection-transport';
import { useWidgetForm } from '../runtime/react/forms/use-widget-form';
import { LazySection } from '../runtime/react/lazy-section';
import { useHeldServices } from '../runtime/react/use-held-services';
import { useQuery } from '../runtime/react/use-query';
import { useSdkStore } from '../runtime/react/use-sdk-store';
import { useWidgetCart } from '../runtime/react/use-widget-cart';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetRoot } from '../runtime/react/widget-root';
import type { CardHandleRef } from '../ui/card-form/card-component';
import { type AttemptPayment, type CheckoutApi, checkoutApi } from './api/checkout-api';
import { BagStep } from './bag/bag-step';
import { checkoutItems } from './bag/bag-summary';
import { OrderSummary } from './bag/order-summary';
import { restoreCart } from './bag/restore-cart';
import { useBag } from './bag/use-bag';
import { loadBillingValidator, validateBillingForm } from './billing/billing-validator';
import { type BillingValues, EMPTY_BILLING, flattenFieldErrors } from './billing/billing-values';
import { useBillingPrefill } from './billing/use-billing-prefill';
import * as styles from './checkout.css';
import type { CheckoutProps } from './checkout.types';
import { checkoutFrame } from './checkout.widget';
import { CheckoutFlow } from './checkout-flow';
import { bankReturnUrl, returnedPaymentId } from './payment/bank-redirect';
import { usePurchase } from './payment/use-purchase';
import { CheckoutSteps, type ProgressStep } from './steps/checkout-steps';
import { LoginStep } from './steps/login-step';

// A `demo` checkout's answers (and its sample bag), downloaded only then.
const demoModule = () => import('./checkout.demo');
const demoRoutes: DemoRoutesLoader = () => demoModule().then((module) => module.checkoutDemoRoutes());

// Everything after the bag downloads, as one module, when the buyer gets there (the bag is what a
// cold visit shows first): the billing form with its rules, the card components, the result and the
// other modes.
const later = () => import('./checkout-later');
const LaterStep = lazy(() =>
  Promise.all([later(), loadBillingValidator()]).then(([module]) => ({ default: module.LaterStep })),
);
const PaymentResult = lazy(() => later().then((module) => ({ default: module.PaymentResult })));
const PayInvoice = lazy(() => later().then((module) => ({ default: module.PayInvoice })));
const PlanChange = lazy(() => later().then((module) => ({ default: module.PlanChange })));

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
 * one idempotency key per attempt) or by PSE (to the bank and back to `returnUrl`, this page by
 * default) and the result (approved, pending or in process until it settles, or rejected with a
 * retry). Dispatches `facturo-checkout-complete` { status, paymentId, orderId, invoiceId } for every
 * outcome, and the cancelable `facturo-checkout-bank-redirect` before going to a bank.
 * @example <Checkout plansUrl="/planes" onCheckoutComplete={(event) => track(event.detail)} />
 */
export function Checkout(props: CheckoutProps) {
  return (
    <WidgetRoot frame={checkoutFrame} props={props} demoRoutes={demoRoutes}>
      <CheckoutContent {...props} />
    </WidgetRoot>
  );
}

function CheckoutContent(props: CheckoutProps) {
  const { connection } = useWidget();
  const api = useMemo(() => checkoutApi(connection.client), [connection]);
  // Back from the bank (PSE): the address names the payment whose result to show.
  const [returned] = useState(returnedPaymentId);
  const paymentId = props.paymentId ?? returned;
  const [resultOnly, setResultOnly] = useState(Boolean(paymentId));
  // A rejected renewal on the result page is paid again as the open invoice it was for.
  const [retryInvoiceId, setRetryInvoiceId] = useState<string | null>(null);
  const base = {
    apiBase: props.apiBase,
    locale: props.locale,
    theme: props.theme,
    primaryColor: props.primaryColor,
    demo: props.demo,
    translations: props.translations,
  };
  const body =
    resultOnly && paymentId ? (
      <PaymentResult
        api={api}
        paymentId={paymentId}
        base={base}
        onRetry={({ invoiceId }) => {
          setRetryInvoiceId(invoiceId);
          setResultOnly(false);
        }}
      />
    ) : props.subscriptionId && props.changePlanId ? (
      <PlanChange
        api={api}
        subscriptionId={props.subscriptionId}
        change={{ planId: props.changePlanId, billingCycle: props.changeCycle }}
        base={base}
      />
    ) : props.invoiceId || retryInvoiceId ? (
      <PayInvoice
        api={api}
        invoiceId={props.invoiceId ?? (retryInvoiceId as string)}
        base={base}
        returnUrl={props.returnUrl}
      />
    ) : (
      <Purchase {...props} api={api} base={base} startAt={props.paymentId ? 'billing' : props.step} />
    );
  return (
    <div className={styles.checkout}>
      <LazySection>{body}</LazySection>
    </div>
  );
}

type PurchaseProps = CheckoutProps & {
  api: CheckoutApi;
  base: Parameters<typeof LoginStep>[0]['base'];
  startAt: CheckoutProps['step'];
};

function Purchase({ api, base, startAt, checkoutUrl, plansUrl, organizationId, returnUrl }: PurchaseProps) {
  useSignals();
  const { connection, config, demo } = useWidget();
  const cart = useWidgetCart();
  const session = useSdkStore(connection.session);
  const bag = useBag(api);
  const [flow] = useState(() => new CheckoutFlow(startAt === 'billing' ? 'billing' : 'bag'));
  // A demo checkout shows a realistic bag even when no demo pricing table filled it.
  useEffect(() => {
    if (!demo || cart.items.length > 0) return;
    void demoModule().then(({ DEMO_BAG }) => {
      if (cart.items.length === 0) for (const item of DEMO_BAG) cart.add(item);
    });
  }, [demo, cart]);
  const card: CardHandleRef<AttemptPayment> = useRef(null);
  const checkoutConfig = useQuery(`checkout-config|${demo ? 'demo' : config.apiBaseUrl}`, () => api.config());
  const signedIn = demo || Boolean(session.userData);
  const held = useHeldServices(organizationId);
  const form = useWidgetForm<BillingValues, BillingInfo>(EMPTY_BILLING, {
    validate: validateBillingForm,
    onSubmit: async (billing) => {
      flow.billing.value = billing;
      flow.go('payment');
    },
  });
  useBillingPrefill(api, form.model, {
    signedIn,
    userKey: String((session.userData as { id?: unknown } | null)?.id ?? ''),
    organizationId,
  });
  const pay = usePurchase(flow, card, {
    request: (payment): CheckoutRequest => ({
      items: checkoutItems(bag.summary),
      billingInfo: flow.billing.peek() as BillingInfo,
      payment,
      ...(organizationId ? { organizationId } : {}),
      ...(flow.saveCard.peek() && flow.method.peek() === 'card' ? { saveCard: true } : {}),
    }),
    send: (request, key) => api.purchase(request, key),
    onAccepted: () => {
      cart.clear();
      // A first purchase makes the buyer the owner of a new organization: the session's permission
      // rules must say so before the host shows its menus or billing settings.
      // A failure keeps the old rules until the next token refresh brings the same ones.
      if (!demo) reloadUser(connection.client, connection.session).catch(() => {});
    },
    onBillingRejected: (fieldErrors, message) => {
      form.fail(message, flattenFieldErrors(fieldErrors));
      flow.go('billing');
    },
  });
  // An in-process purchase emptied the bag; if it is then rejected, the retry buys the same plans.
  const retry = () => {
    const sent = flow.finishedRequest;
    if (sent && 'items' in sent && cart.items.length === 0) restoreCart(cart, sent.items);
    flow.retryWithAnotherCard();
  };

  let step = flow.step.value;
  const emptyBag = bag.status === 'success' && bag.summary.lines.length === 0;
  // While a sent attempt has no known outcome, the payment step stays: only that request may go again.
  if (step !== 'result' && emptyBag && !flow.canResend.value) step = 'bag';
  if (step === 'payment' && !flow.billing.value) step = 'billing';
  const needsLogin = !signedIn && (step === 'billing' || step === 'payment');
  const summary = bag.summary.lines.length ? <OrderSummary summary={bag.summary} /> : undefined;

  let content: ReactNode;
  if (needsLogin) content = <LoginStep flow={flow} base={base} summary={summary} />;
  else if (step === 'bag')
    content = <BagStep flow={flow} bag={bag} checkoutUrl={checkoutUrl} plansUrl={plansUrl} held={held} />;
  else if (step === 'billing') {
    content = (
      <LaterStep
        step="billing"
        flow={flow}
        form={form}
        onBack={startAt === 'billing' ? undefined : () => flow.go('bag')}
        summary={summary}
      />
    );
  } else if (step === 'payment') {
    content = (
      <LaterStep
        step="payment"
        flow={flow}
        config={checkoutConfig}
        card={card}
        amount={bag.summary.total}
        payerEmail={flow.billing.value?.email ?? ''}
        onPay={() => void pay()}
        onBack={() => flow.go('billing')}
        summary={summary}
        offerSaveCard
        pse={{ api, returnUrl: bankReturnUrl(returnUrl) }}
      />
    );
  } else content = <LaterStep step="result" flow={flow} api={api} onRetry={retry} />;

  return (
    <>
      <CheckoutSteps steps={PURCHASE_STEPS} current={needsLogin || step === 'login' ? 'billing' : step} />
      <LazySection>{content}</LazySection>
    </>
  );
}
