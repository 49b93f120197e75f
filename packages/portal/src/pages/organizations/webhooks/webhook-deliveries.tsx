import type { WebhookDelivery, WebhookEndpoint } from '@facturo/sdk/schemas';
import { Alert, Button, EmptyState, useUiTexts } from '@facturo/ui';
import { useId, useState } from 'react';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../../../data/webhooks.queries';
import { useLocale, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { cellClass, DataTable, type TableColumn } from '../../../ui/data-table';
import { formatDateTime } from '../../../ui/format';
import { IconMailForward } from '../../../ui/icons';
import * as table from '../../../ui/page.css';
import { QueryFallback } from '../../../ui/query-fallback';
import {
  DELIVERY_STATUS_TONE,
  useAttemptSummary,
  useWebhookEventLabel,
  type WebhookOutcome,
} from './webhook-labels';
import * as styles from './webhooks.css';

/** Props of {@link WebhookDeliveries}. */
export interface WebhookDeliveriesProps {
  organizationId: string;
  endpoint: WebhookEndpoint;
  /** Owners and admins may resend; others only read the log. */
  canManage: boolean;
  /** The id the endpoint's "show deliveries" button controls. */
  id: string;
}

/**
 * An endpoint's delivery log: its 50 newest deliveries with the event, the status (and the next
 * attempt while pending), the attempts, the last answer and the date; owners and admins resend one
 * (the same event, now) and read what the endpoint answered. Fetched when it is opened.
 */
export function WebhookDeliveries({ organizationId, endpoint, canManage, id }: WebhookDeliveriesProps) {
  const t = useT();
  const locale = useLocale();
  const { describeError } = useUiTexts();
  const titleId = useId();
  const deliveries = useWebhookDeliveries(organizationId, endpoint.id);
  const resend = useResendWebhookDelivery(organizationId, endpoint.id);
  const [outcome, setOutcome] = useState<WebhookOutcome | null>(null);
  const eventLabel = useWebhookEventLabel();
  const summary = useAttemptSummary();
  // A turned-off endpoint refuses resends (409): offer them again once it is on.
  const canResend = canManage && endpoint.enabled;

  const resendOne = (delivery: WebhookDelivery) => {
    setOutcome(null);
    resend.mutate(delivery.id, {
      onSuccess: (sent) =>
        setOutcome({ title: t('portal.webhookResent'), ...summary.sentence(sent.attempts.at(-1)) }),
      onError: (error) => setOutcome({ tone: 'danger', text: describeError(error) }),
    });
  };

  const columns: TableColumn[] = [
    { label: t('portal.webhookDeliveryEvent') },
    { label: t('portal.status') },
    { label: t('portal.webhookAttempts'), numeric: true },
    { label: t('portal.webhookLastResponse') },
    { label: t('portal.webhookDeliveryDate') },
    ...(canResend ? [{ label: t('portal.actions'), hiddenLabel: true }] : []),
  ];

  return (
    <section id={id} className={styles.deliveries} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.deliveriesTitle}>
        {t('portal.webhookDeliveriesTitle')}
      </h4>
      {outcome ? (
        <Alert tone={outcome.tone} title={outcome.title}>
          {outcome.text}
        </Alert>
      ) : null}
      {!deliveries.isSuccess ? (
        <QueryFallback query={deliveries} />
      ) : deliveries.data.length === 0 ? (
        <EmptyState icon={<IconMailForward size={26} />} title={t('portal.noWebhookDeliveriesTitle')}>
          {t('portal.noWebhookDeliveriesBody')}
        </EmptyState>
      ) : (
        <DataTable columns={columns} caption={t('portal.webhookDeliveriesCaption')}>
          {deliveries.data.map((delivery) => {
            const date = formatDateTime(delivery.createdAt, locale);
            return (
              <tr key={delivery.id}>
                <td className={cellClass()}>
                  {eventLabel(delivery.eventType)}
                  <code className={table.muted} style={{ display: 'block' }}>
                    {delivery.eventType}
                  </code>
                </td>
                <td className={cellClass()}>
                  <span className={styles.statusCell}>
                    <Badge tone={DELIVERY_STATUS_TONE[delivery.status]}>
                      {t(`portal.webhookDeliveryStatus_${delivery.status}`)}
                    </Badge>
                    {delivery.status === 'pending' && delivery.nextAttemptAt ? (
                      <span className={table.muted}>
                        {t('portal.webhookNextAttempt', {
                          date: formatDateTime(delivery.nextAttemptAt, locale),
                        })}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td className={cellClass(true)}>{delivery.attempts.length}</td>
                <td className={cellClass()}>{summary.short(delivery.attempts.at(-1))}</td>
                <td className={cellClass()}>
                  <time dateTime={delivery.createdAt}>{date}</time>
                </td>
                {canResend ? (
                  <td className={cellClass()}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('portal.webhookResendLabel', {
                        event: eventLabel(delivery.eventType),
                        date,
                      })}
                      busy={resend.isPending && resend.variables === delivery.id}
                      onClick={() => resendOne(delivery)}
                    >
                      {t('portal.webhookResend')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
