import { Alert, EmptyState } from '@facturo/ui';
import { useState } from 'react';
import { canInOrganization } from '../../../data/organization-ability';
import { useWebhookEndpoints } from '../../../data/webhooks.queries';
import { useAbility, useT } from '../../../services/services-context';
import { Card } from '../../../ui/card';
import * as card from '../../../ui/card.css';
import { IconPlug } from '../../../ui/icons';
import * as table from '../../../ui/page.css';
import { QueryFallback } from '../../../ui/query-fallback';
import { useWorkspaceOrganization } from '../organization-context';
import { WebhookEndpointForm } from '../webhooks/webhook-endpoint-form';
import { WebhookEndpointItem } from '../webhooks/webhook-endpoint-item';
import { WebhookSecretPanel } from '../webhooks/webhook-secret-panel';
import * as styles from '../webhooks/webhooks.css';

/**
 * Webhooks for integrators (an ERP gets invoices and payments as they happen instead of polling):
 * the organization's endpoints with their state, events and delivery log; owners and admins add one
 * (its signing secret shown this once, with how to verify it), turn it on or off, test it, rotate
 * its secret and delete it. Everyone else who may see the tab reads it.
 */
export function WebhooksTab() {
  const t = useT();
  const ability = useAbility();
  const organization = useWorkspaceOrganization();
  const endpoints = useWebhookEndpoints(organization.id);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  // The API lets the same people manage webhooks as API keys (owners and admins).
  const canManage = canInOrganization(ability, 'create', 'ApiKey', organization.id);
  return (
    <div className={card.stack}>
      {secret ? <WebhookSecretPanel secret={secret} onDone={() => setSecret(null)} /> : null}
      <Card title={t('nav.webhooks')} subtitle={t('portal.webhooksSubtitle')}>
        {deleted ? (
          <Alert tone="success" role="status">
            {t('portal.webhookDeletedNotice', { url: deleted })}
          </Alert>
        ) : null}
        {endpoints.isSuccess ? null : <QueryFallback query={endpoints} />}
        {endpoints.data?.length === 0 ? (
          <EmptyState icon={<IconPlug size={26} />} title={t('portal.noWebhooksTitle')}>
            {t('portal.noWebhooksBody')}
          </EmptyState>
        ) : null}
        {endpoints.data?.length ? (
          <ul className={styles.endpoints}>
            {endpoints.data.map((endpoint) => (
              <WebhookEndpointItem
                key={endpoint.id}
                organizationId={organization.id}
                endpoint={endpoint}
                canManage={canManage}
                onDeleted={setDeleted}
              />
            ))}
          </ul>
        ) : null}
        {canManage ? null : <p className={table.muted}>{t('portal.webhooksReadOnly')}</p>}
      </Card>
      {canManage ? (
        <Card title={t('portal.newWebhookTitle')} subtitle={t('portal.newWebhookSubtitle')}>
          <WebhookEndpointForm
            organizationId={organization.id}
            onCreated={(answer) => {
              setDeleted(null);
              setSecret(answer.secret);
            }}
          />
        </Card>
      ) : null}
    </div>
  );
}
