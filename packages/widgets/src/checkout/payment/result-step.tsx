import { formatCOP, formatDate } from '@facturo/sdk/co';
import { Button, buttonClass, ErrorState } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleX from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconHourglass from '@tabler/icons-react/dist/esm/icons/IconHourglass.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { useEffect, useId, useRef } from 'react';
import { useQuery } from '../../runtime/react/use-query';
import { useWidget } from '../../runtime/react/widget-context';
import * as lists from '../../ui/summary-list.css';
import type { CheckoutApi } from '../api/checkout-api';
import * as styles from '../checkout.css';
import type { CheckoutFlow } from '../checkout-flow';
import { isBankTransferDetail, rejectionReasonKey } from './rejection-reason';
import { usePaymentFollow } from './use-payment-follow';

/** Props of {@link ResultStep}. */
export interface ResultStepProps {
  flow: CheckoutFlow;
  api: CheckoutApi;
  /** "Try another card": back to the payment step with the billing information kept. */
  onRetry?: () => void;
}

const VIEW = {
  approved: { tone: 'success', Icon: IconCircleCheck, title: 'checkout.approvedTitle' },
  in_process: { tone: 'pending', Icon: IconHourglass, title: 'checkout.inProcessTitle' },
  pending: { tone: 'pending', Icon: IconHourglass, title: 'checkout.pendingTitle' },
  rejected: { tone: 'danger', Icon: IconCircleX, title: 'checkout.rejectedTitle' },
  cancelled: { tone: 'danger', Icon: IconCircleX, title: 'checkout.rejectedTitle' },
  refunded: { tone: 'pending', Icon: IconCreditCard, title: 'checkout.refundedTitle' },
} as const;

/**
 * What the approved purchase activated: each line of the invoice and until when it is paid; the reason
 * and a retry when the invoice cannot be read.
 */
function Activated({ api, invoiceId }: { api: CheckoutApi; invoiceId: string }) {
  const { t, locale, demo, config } = useWidget();
  const invoice = useQuery(`checkout-invoice|${demo ? 'demo' : config.apiBaseUrl}|${invoiceId}|paid`, () =>
    api.invoice(invoiceId),
  );
  // Without it the buyer would not see the invoice number nor what was activated, with no word why.
  if (invoice.status === 'error') {
    return (
      <ErrorState
        title={t('checkout.activatedErrorTitle')}
        error={invoice.error}
        onRetry={invoice.refetch}
        retrying={invoice.isFetching}
      />
    );
  }
  if (!invoice.data) return null;
  return (
    <>
      <dl className={lists.facts}>
        <div>
          <dt>{t('checkout.invoiceNumber')}</dt>
          <dd>{invoice.data.number}</dd>
        </div>
        <div>
          <dt>{t('checkout.totalPaid')}</dt>
          <dd>{formatCOP(invoice.data.amountPaid, locale)}</dd>
        </div>
      </dl>
      <div className={styles.stack}>
        <h3 className={styles.summaryTitle}>{t('checkout.activatedTitle')}</h3>
        <ul className={styles.plainList}>
          {invoice.data.lines.map((line, index) => (
            <li key={`${line.subscriptionId ?? index}`} className={styles.summaryItem}>
              <span>{line.description}</span>
              {line.periodEnd ? (
                <span className={styles.muted}>
                  {t('checkout.activeUntil', { date: formatDate(line.periodEnd, locale, 'long') })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * `true` when nothing on the page holds the focus: the control that had it went away (the pay button
 * of a checkout the host replaced with this result page). Then the outcome takes it, as the next step
 * of the buyer's journey; focus the host page gave to one of its own controls is left alone.
 */
function focusIsLost(element: HTMLElement): boolean {
  const active = element.ownerDocument.activeElement;
  return !active || active === element.ownerDocument.body;
}

/**
 * Step 4: the outcome. Approved: "Pago realizado con éxito", the invoice number and what was
 * activated. In process or pending (a PSE transfer the bank has not confirmed): said so, updated on
 * its own when the payment settles, with "Actualizar" to ask now. Sent to the bank (PSE): "Continúa en
 * tu banco" with a link there, in case the browser did not go. Rejected:
 * "Pago rechazado", the reason in plain words and a retry with another card. The outcome is a live
 * region, so a settling payment is announced.
 */
export function ResultStep({ flow, api, onRetry }: ResultStepProps) {
  useSignals();
  const { t } = useWidget();
  const follow = usePaymentFollow(api, flow);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = flow.outcome.value;
  useEffect(() => {
    const title = heading.current;
    if (title && (flow.navigated.peek() || focusIsLost(title))) title.focus();
  }, [flow]);
  if (!outcome) return null;
  // A PSE payment just sent to the bank: the browser is on its way there (or the host keeps it here).
  const atBank = outcome.status === 'pending' && outcome.redirectUrl;
  const view = atBank
    ? ({ tone: 'pending', Icon: IconBuildingBank, title: 'checkout.redirectingTitle' } as const)
    : VIEW[outcome.status];
  const waiting = outcome.status === 'pending' || outcome.status === 'in_process';
  const body = atBank
    ? t('checkout.redirectingBody')
    : outcome.status === 'approved'
      ? t('checkout.approvedBody')
      : outcome.status === 'rejected' || outcome.status === 'cancelled'
        ? t(rejectionReasonKey(outcome.statusDetail))
        : outcome.status === 'refunded'
          ? t('checkout.refundedBody')
          : outcome.status === 'pending'
            ? t('checkout.pendingBody')
            : t('checkout.inProcessBody');

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.resultHeader} role="status" aria-live="polite">
        <span className={styles.resultIcon[view.tone]} aria-hidden="true">
          <view.Icon size={40} focusable="false" />
        </span>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {t(view.title)}
        </h2>
        <p className={styles.subtitle}>{body}</p>
      </div>
      {outcome.status === 'approved' && outcome.invoiceId ? (
        <Activated api={api} invoiceId={outcome.invoiceId} />
      ) : null}
      {atBank ? (
        <a className={buttonClass({ block: true })} href={outcome.redirectUrl}>
          <IconBuildingBank size={18} aria-hidden="true" focusable="false" />
          {t('checkout.goToBank')}
        </a>
      ) : null}
      {waiting && !atBank ? (
        <div className={styles.stack}>
          <Button
            variant="secondary"
            aria-disabled={follow.refreshing || undefined}
            onClick={follow.refreshing ? undefined : () => void follow.refresh()}
            icon={<IconRefresh size={18} aria-hidden="true" focusable="false" />}
          >
            {t('checkout.refresh')}
          </Button>
          <span role="status" aria-live="polite" className={styles.muted}>
            {follow.refreshing ? t('checkout.refreshing') : ''}
          </span>
        </div>
      ) : null}
      {(outcome.status === 'rejected' || outcome.status === 'cancelled') && onRetry ? (
        <Button
          block
          onClick={onRetry}
          icon={<IconCreditCard size={18} aria-hidden="true" focusable="false" />}
        >
          {t(
            isBankTransferDetail(outcome.statusDetail)
              ? 'checkout.retryPayment'
              : 'checkout.retryWithAnotherCard',
          )}
        </Button>
      ) : null}
    </section>
  );
}
