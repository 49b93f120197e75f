import type { WebhookEndpoint } from '@facturo/sdk/schemas';
import { Alert, Button, useUiTexts } from '@facturo/ui';
import { useState } from 'react';
import { useWebhookEndpointActions } from '../../../data/webhooks.queries';
import { useT } from '../../../services/services-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { IconRefresh, IconRocket, IconTrash } from '../../../ui/icons';
import { useAttemptSummary, type WebhookOutcome } from './webhook-labels';
import { WebhookSecretPanel } from './webhook-secret-panel';
import * as styles from './webhooks.css';

/** Props of {@link WebhookEndpointActions}. */
export interface WebhookEndpointActionsProps {
  organizationId: string;
  endpoint: WebhookEndpoint;
  /** The endpoint is gone: the list says so, since this component goes with it. */
  onDeleted: (url: string) => void;
}

/**
 * What owners and admins do with one endpoint: turn it on or off, send it a test event (and read
 * what it answered), rotate its secret after a confirmation (the new one is shown here, once) and
 * delete it after a danger confirmation. Every outcome, good or bad, is said under the buttons.
 */
export function WebhookEndpointActions({ organizationId, endpoint, onDeleted }: WebhookEndpointActionsProps) {
  const t = useT();
  const { describeError } = useUiTexts();
  const { update, sendTest, rotate, remove } = useWebhookEndpointActions(organizationId);
  const summary = useAttemptSummary();
  const [outcome, setOutcome] = useState<WebhookOutcome | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [rotated, setRotated] = useState<{ secret: string; until: string | null } | null>(null);
  const failed = (error: unknown) => setOutcome({ tone: 'danger', text: describeError(error) });
  const start = () => {
    setOutcome(null);
    setRotated(null);
  };

  const toggle = () => {
    start();
    const enabled = !endpoint.enabled;
    update.mutate(
      { endpointId: endpoint.id, changes: { enabled } },
      {
        onSuccess: () =>
          setOutcome({
            tone: 'success',
            text: t(enabled ? 'portal.webhookEnabledNotice' : 'portal.webhookDisabledNotice'),
          }),
        onError: failed,
      },
    );
  };

  const test = () => {
    start();
    sendTest.mutate(endpoint.id, {
      onSuccess: (delivery) =>
        setOutcome({ title: t('portal.webhookTestSent'), ...summary.sentence(delivery.attempts.at(-1)) }),
      onError: failed,
    });
  };

  const confirmRotate = () =>
    rotate.mutate(endpoint.id, {
      onSuccess: (answer) =>
        setRotated({ secret: answer.secret, until: answer.endpoint.previousSecretExpiresAt }),
      onError: failed,
      onSettled: () => setConfirming(null),
    });

  // The promise, not `mutate`'s callbacks: the refreshed list drops this endpoint (and this
  // component) before those callbacks would run, and the list must still hear it was deleted.
  const confirmDelete = () =>
    void remove
      .mutateAsync(endpoint.id)
      .then(() => onDeleted(endpoint.url), failed)
      .finally(() => setConfirming(null));

  return (
    <>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" busy={update.isPending} onClick={toggle}>
          {endpoint.enabled ? t('portal.webhookDisable') : t('portal.webhookEnable')}
        </Button>
        {/* A turned-off endpoint refuses test events (409): offer it again once it is on. */}
        {endpoint.enabled ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<IconRocket size={16} aria-hidden="true" />}
            busy={sendTest.isPending}
            onClick={test}
          >
            {t('portal.webhookSendTest')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          icon={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => {
            start();
            setConfirming('rotate');
          }}
        >
          {t('portal.webhookRotate')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => {
            start();
            setConfirming('delete');
          }}
        >
          {t('portal.webhookDelete')}
        </Button>
      </div>
      {outcome ? (
        <Alert tone={outcome.tone} title={outcome.title}>
          {outcome.text}
        </Alert>
      ) : null}
      {rotated ? (
        <WebhookSecretPanel
          secret={rotated.secret}
          previousSecretExpiresAt={rotated.until}
          onDone={() => setRotated(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming === 'rotate'}
        title={t('portal.webhookRotateTitle', { url: endpoint.url })}
        confirmLabel={t('portal.webhookRotateConfirm')}
        busy={rotate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmRotate}
      >
        <p>{t('portal.webhookRotateBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        tone="danger"
        title={t('portal.webhookDeleteTitle', { url: endpoint.url })}
        confirmLabel={t('portal.webhookDelete')}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmDelete}
      >
        <p>{t('portal.webhookDeleteBody')}</p>
      </ConfirmDialog>
    </>
  );
}
