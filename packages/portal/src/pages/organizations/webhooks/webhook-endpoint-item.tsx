import type { WebhookEndpoint } from '@facturo/sdk/schemas';
import { Alert, Button } from '@facturo/ui';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { formatDate, formatDateTime } from '../../../ui/format';
import { IconChevronDown, IconChevronRight } from '../../../ui/icons';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpointActions } from './webhook-endpoint-actions';
import { ENDPOINT_STATE_TONE, useWebhookEventLabel, webhookEndpointState } from './webhook-labels';
import * as styles from './webhooks.css';

/** Props of {@link WebhookEndpointItem}. */
export interface WebhookEndpointItemProps {
  organizationId: string;
  endpoint: WebhookEndpoint;
  /** Owners and admins see the actions; other members read the endpoint and its log. */
  canManage: boolean;
  onDeleted: (url: string) => void;
}

/**
 * One webhook endpoint in the list: its URL and description, the events it receives, its state
 * (and since when it fails), how its secret ends and until when the previous one signs, the actions
 * for those allowed, and its delivery log behind a disclosure button.
 */
export function WebhookEndpointItem({
  organizationId,
  endpoint,
  canManage,
  onDeleted,
}: WebhookEndpointItemProps) {
  const t = useT();
  const locale = useLocale();
  const eventLabel = useWebhookEventLabel();
  const headingId = useId();
  const logId = useId();
  const [showLog, setShowLog] = useState(false);
  const state = webhookEndpointState(endpoint);
  // The API keeps the date after it passes; only a date still ahead means two secrets sign.
  const previousUntil =
    endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > Date.now()
      ? endpoint.previousSecretExpiresAt
      : null;

  return (
    <li className={styles.endpointRow}>
      <article aria-labelledby={headingId} className={styles.endpoint}>
        <div className={styles.endpointHeader}>
          <h3 id={headingId} className={styles.url}>
            {endpoint.url}
          </h3>
          <Badge tone={ENDPOINT_STATE_TONE[state]}>{t(`portal.webhookState_${state}`)}</Badge>
        </div>
        {endpoint.description ? <p>{endpoint.description}</p> : null}
        <ul className={styles.events} aria-label={t('portal.webhookEvents')}>
          {endpoint.eventTypes.map((type) => (
            <li key={type} className={styles.event}>
              {eventLabel(type)}
            </li>
          ))}
        </ul>
        <p className={styles.meta}>
          <span>
            {t('portal.webhookSecretLabel')}: <code>{endpoint.secretHint}</code>
          </span>
          <span>{t('portal.webhookCreatedOn', { date: formatDate(endpoint.createdAt, locale) })}</span>
        </p>
        {previousUntil ? (
          <p className={styles.meta}>
            {t('portal.webhookPreviousSecretUntil', { date: formatDateTime(previousUntil, locale) })}
          </p>
        ) : null}
        {state === 'failing' ? (
          <Alert tone="danger" live={false}>
            {endpoint.failingSince
              ? `${t('portal.webhookFailingSince', { date: formatDateTime(endpoint.failingSince, locale) })} `
              : null}
            {t('portal.webhookFailingOff')}
          </Alert>
        ) : endpoint.failingSince ? (
          <Alert tone="warning" live={false}>
            {t('portal.webhookFailingSince', { date: formatDateTime(endpoint.failingSince, locale) })}
          </Alert>
        ) : null}
        {canManage ? (
          <WebhookEndpointActions organizationId={organizationId} endpoint={endpoint} onDeleted={onDeleted} />
        ) : null}
        <div>
          <Button
            size="sm"
            variant="link"
            aria-expanded={showLog}
            aria-controls={showLog ? logId : undefined}
            icon={
              showLog ? (
                <IconChevronDown size={16} aria-hidden="true" />
              ) : (
                <IconChevronRight size={16} aria-hidden="true" />
              )
            }
            onClick={() => setShowLog((open) => !open)}
          >
            {showLog ? t('portal.webhookHideDeliveries') : t('portal.webhookShowDeliveries')}
          </Button>
        </div>
        {showLog ? (
          <WebhookDeliveries
            id={logId}
            organizationId={organizationId}
            endpoint={endpoint}
            canManage={canManage}
          />
        ) : null}
      </article>
    </li>
  );
}
