import type { ServiceId } from '@facturo/sdk/schemas';
import { Alert, Button, buttonClass, EmptyState, ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import { useSignals } from '@preact/signals-react/runtime';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import type { ReactNode } from 'react';
import { navigateTo } from '../../runtime/core/navigation';
import { ownership } from '../../runtime/react/use-held-services';
import { useWidgetCart } from '../../runtime/react/use-widget-cart';
import { useWidget } from '../../runtime/react/widget-context';
import * as styles from '../checkout.css';
import type { CheckoutFlow } from '../checkout-flow';
import { StepFrame } from '../steps/step-frame';
import * as bagStyles from './bag.css';
import { BagLineView } from './bag-line';
import { OrderSummary } from './order-summary';
import type { Bag } from './use-bag';

const NOTHING_HELD: ReadonlyMap<ServiceId, string> = new Map();

/** Props of {@link BagStep}. */
export interface BagStepProps {
  flow: CheckoutFlow;
  bag: Bag;
  /** When set, "continue" goes to this page (the rest of the checkout lives there). */
  checkoutUrl: string | undefined;
  plansUrl: string | undefined;
  /** The services the buyer's organization already holds, with their plans (`useHeldServices`). */
  held?: ReadonlyMap<ServiceId, string>;
}

/** Placeholder lines while the plans load, announced politely. */
function BagLoading() {
  const { t } = useWidget();
  return (
    <div role="status" aria-live="polite">
      <span className={visuallyHidden}>{t('checkout.loadingBag')}</span>
      {[0, 1].map((index) => (
        <div key={index} aria-hidden="true" style={{ display: 'grid', gap: 10, padding: '18px 0' }}>
          <span className={skeleton} style={{ width: '30%', height: 12 }} />
          <span className={skeleton} style={{ width: '55%', height: 18 }} />
          <span className={skeleton} style={{ width: '70%', height: 32 }} />
        </div>
      ))}
    </div>
  );
}

/**
 * Step 1: the bag. Each plan with its cycle switch, quantity (by the unit only), remove, and the
 * amounts; the summary with subtotal, IVA and total; continue. An empty bag offers the way back to
 * the plans: a link to `plans-url`, or else the cancelable `facturo-checkout-browse-plans` event and,
 * when no listener cancels it, the previous page.
 */
export function BagStep({ flow, bag, checkoutUrl, plansUrl, held = NOTHING_HELD }: BagStepProps) {
  useSignals();
  const { t, emit } = useWidget();
  const cart = useWidgetCart();
  const { summary } = bag;
  const empty = bag.status === 'success' && summary.lines.length === 0 && summary.unavailable.length === 0;
  const owned = summary.lines.filter((line) => held.has(line.plan.serviceId));
  // Without plans-url the host page is asked; if nobody takes it, the buyer goes back to where they were.
  const browsePlans = () => {
    if (!emit('facturo-checkout-browse-plans', { reason: 'empty-bag' }, { cancelable: true })) return;
    if (globalThis.history && globalThis.history.length > 1) globalThis.history.back();
  };
  const proceed = () => {
    if (checkoutUrl) navigateTo(checkoutUrl);
    else flow.go('billing');
  };

  let content: ReactNode;
  if (bag.status === 'error') {
    content = (
      <ErrorState
        title={t('checkout.bagErrorTitle')}
        error={bag.error}
        onRetry={bag.refetch}
        retrying={bag.retrying}
      />
    );
  } else if (bag.status === 'pending') {
    content = <BagLoading />;
  } else if (empty) {
    content = (
      <EmptyState
        icon={<IconShoppingCart size={26} focusable="false" />}
        title={t('checkout.emptyTitle')}
        action={
          plansUrl ? (
            <a className={buttonClass({})} href={plansUrl}>
              {t('checkout.seePlans')}
            </a>
          ) : (
            <Button onClick={browsePlans}>{t('checkout.seePlans')}</Button>
          )
        }
      >
        {t('checkout.emptyBody')}
      </EmptyState>
    );
  } else {
    content = (
      <>
        {summary.unavailable.length ? (
          <Alert
            tone="primary"
            title={t('checkout.unavailableTitle')}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  for (const item of summary.unavailable) cart.remove(item.planId);
                }}
              >
                {t('checkout.removeUnavailable')}
              </Button>
            }
          >
            {t('checkout.unavailableBody', { count: summary.unavailable.length })}
          </Alert>
        ) : null}
        {owned.length ? (
          <Alert
            tone="warning"
            title={t('checkout.ownedTitle')}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  for (const line of owned) cart.remove(line.plan.id);
                }}
              >
                {t('checkout.removeOwned')}
              </Button>
            }
          >
            {t('checkout.ownedBody')}
          </Alert>
        ) : null}
        <ul className={bagStyles.lines} aria-label={t('checkout.bagLabel')}>
          {summary.lines.map((line) => (
            <BagLineView
              key={line.plan.id}
              line={line}
              cart={cart}
              owned={ownership(held.get(line.plan.serviceId), line.plan.id)}
            />
          ))}
        </ul>
      </>
    );
  }

  const ready =
    bag.status === 'success' &&
    summary.lines.length > 0 &&
    summary.unavailable.length === 0 &&
    owned.length === 0;
  return (
    <div className={styles.layout}>
      <StepFrame flow={flow} title={t('checkout.bagTitle')} subtitle={t('checkout.bagSubtitle')}>
        {content}
      </StepFrame>
      {ready ? (
        <OrderSummary summary={summary}>
          <Button
            block
            onClick={proceed}
            icon={<IconArrowRight size={18} aria-hidden="true" focusable="false" />}
          >
            {t('checkout.continueToBilling')}
          </Button>
        </OrderSummary>
      ) : null}
    </div>
  );
}
