import { WEBHOOK_SIGNATURE_HEADER } from '@facturo/sdk/webhooks';
import { useLocale, useT } from '../../../services/services-context';
import { formatDateTime } from '../../../ui/format';
import { OneTimeSecret } from '../tabs/one-time-secret';
import * as styles from './webhooks.css';

// What an integrator's server runs on each delivery: the raw body, the header, the secret. During a
// rotation every delivery carries both signatures, so the new secret alone verifies it.
const VERIFY_EXAMPLE = `import { verifyWebhookSignature } from '@facturo/sdk/webhooks';

const event = await verifyWebhookSignature({
  payload: rawBody,
  header: request.headers.get('${WEBHOOK_SIGNATURE_HEADER}'),
  secrets: [process.env.FACTURO_WEBHOOK_SECRET],
});`;

/** Props of {@link WebhookSecretPanel}. */
export interface WebhookSecretPanelProps {
  secret: string;
  /** After a rotation: until when the previous secret also signs. */
  previousSecretExpiresAt?: string | null | undefined;
  onDone: () => void;
}

/**
 * A webhook's signing secret, shown the one time the API answers it (on creating the endpoint or
 * rotating its secret), with how to verify deliveries with `verifyWebhookSignature`. It takes the
 * focus when it appears, so nobody misses it.
 */
export function WebhookSecretPanel({ secret, previousSecretExpiresAt, onDone }: WebhookSecretPanelProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <OneTimeSecret
      title={t('portal.webhookSecretTitle')}
      body={
        previousSecretExpiresAt
          ? t('portal.webhookSecretRotatedBody', { date: formatDateTime(previousSecretExpiresAt, locale) })
          : t('portal.webhookSecretBody')
      }
      secret={secret}
      doneLabel={t('portal.webhookSecretSaved')}
      copiedLabel={t('portal.webhookSecretCopied')}
      focusOnShow
      onDone={onDone}
    >
      <p className={styles.snippetTitle}>{t('portal.webhookVerifyTitle')}</p>
      <p>{t('portal.webhookVerifyBody', { header: WEBHOOK_SIGNATURE_HEADER })}</p>
      <pre className={styles.snippet}>
        <code>{VERIFY_EXAMPLE}</code>
      </pre>
    </OneTimeSecret>
  );
}
