import { localizedText } from '@facturo/sdk/co';
import type { Subscription } from '@facturo/sdk/schemas';
import { Alert, Button } from '@facturo/ui';
import { useState } from 'react';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './subscription-manager.css';
import type { ManagerContext } from './subscription-manager-context';
import type { CheckoutOutcome } from './use-subscription-checkout';

/**
 * How a subscription is kept: a pending renewal invoice ("Renovar" opens the checkout for it, or
 * the invoices page pays it), the note that the renewal invoice comes 5 days before the end, and
 * "Comprar de nuevo" once it was cancelled (a held service is renewed, never bought twice). Paying is
 * a signed-in customer's: a widget session only reads the note.
 */
export function SubscriptionRenewal({
  subscription,
  context,
}: {
  subscription: Subscription;
  context: ManagerContext;
}) {
  const { t, locale } = useWidget();
  const [outcome, setOutcome] = useState<CheckoutOutcome>('handled');
  const { canPay, checkout, invoicesUrl } = context;
  const pending = subscription.renewalInvoiceId !== null;
  const rebuyable = subscription.state === 'cancelled';
  const awaitingInvoice =
    !pending &&
    subscription.state === 'active' &&
    !subscription.cancelAtPeriodEnd &&
    // A certificate is bought for a term: nothing renews it, so no renewal invoice is coming.
    subscription.validForYears === null &&
    subscription.phase !== 'active';

  return (
    <>
      {pending ? (
        <p className={styles.text}>
          {t('subscriptions.renewalInvoicePending')}{' '}
          {invoicesUrl ? (
            <a className={styles.link} href={invoicesUrl}>
              {t('subscriptions.payRenewalInvoice')}
            </a>
          ) : null}
        </p>
      ) : null}
      {awaitingInvoice ? <p className={styles.text}>{t('subscriptions.renewalInvoiceSoon')}</p> : null}
      {canPay && (pending || rebuyable) ? (
        <div className={styles.actions}>
          <Button
            onClick={() => {
              if (pending) setOutcome(checkout.payRenewal(subscription));
              else void checkout.buyAgain(subscription).then(setOutcome);
            }}
          >
            {t(pending ? 'subscriptions.renew' : 'subscriptions.buyAgain')}
          </Button>
        </div>
      ) : null}
      {outcome === 'no_checkout' ? <Alert tone="danger">{t('subscriptions.checkoutMissing')}</Alert> : null}
      {outcome === 'added_to_cart' ? (
        <Alert tone="success">
          {t('subscriptions.buyAgainAdded', { plan: localizedText(subscription.planName, locale) })}
        </Alert>
      ) : null}
    </>
  );
}
