import type { WebhookAttemptError, WebhookDelivery, WebhookEndpoint } from '@facturo/sdk/schemas';
import { WEBHOOK_ATTEMPT_ERRORS, WEBHOOK_EVENT_TYPES } from '@facturo/sdk/schemas';
import { useT } from '../../../services/services-context';
import type { Tone } from '../../../ui/badge';

/** An event an endpoint can subscribe to (`webhook.test` is only ever sent on request). */
export type SubscribableEvent = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Where an endpoint stands, as its badge says it. */
export type WebhookEndpointState = 'active' | 'disabled' | 'failing';

// Every type with a text in the catalogue; a type the API adds later is shown as its code.
const LABELLED: ReadonlySet<string> = new Set([...WEBHOOK_EVENT_TYPES, 'webhook.test']);

/** An event type in the reader's words (`invoice.issued` → "Factura emitida"). */
export function useWebhookEventLabel(): (type: string) => string {
  const t = useT();
  return (type) => (LABELLED.has(type) ? t(`portal.webhookEvent_${type.replace(/\./g, '_')}`) : type);
}

/** On, turned off by someone, or turned off by Facturo after 3 days of failed deliveries. */
export function webhookEndpointState(endpoint: WebhookEndpoint): WebhookEndpointState {
  if (endpoint.enabled) return 'active';
  return endpoint.disabledReason === 'failing' ? 'failing' : 'disabled';
}

/** The badge colour of each endpoint state. */
export const ENDPOINT_STATE_TONE: Record<WebhookEndpointState, Tone> = {
  active: 'success',
  disabled: 'neutral',
  failing: 'danger',
};

/** The badge colour of each delivery status. */
export const DELIVERY_STATUS_TONE: Record<WebhookDelivery['status'], Tone> = {
  succeeded: 'success',
  pending: 'warning',
  failed: 'danger',
};

type Attempt = WebhookDelivery['attempts'][number];

const ATTEMPT_ERRORS: ReadonlySet<string> = new Set(WEBHOOK_ATTEMPT_ERRORS);

// An attempt logged before the API sent codes holds the network library's text: a network error.
const attemptError = (attempt: Attempt): WebhookAttemptError =>
  attempt.error && ATTEMPT_ERRORS.has(attempt.error)
    ? (attempt.error as WebhookAttemptError)
    : 'network_error';

/** What an action on a webhook came to, said in an alert under it (a test's answer, an error). */
export interface WebhookOutcome {
  tone: 'success' | 'warning' | 'danger';
  title?: string;
  text: string;
}

/**
 * What the endpoint answered on a delivery's last attempt, for the log and for the result of a test
 * event or a resend: its status code, or why it could not be reached.
 */
export function useAttemptSummary() {
  const t = useT();
  return {
    /** `200 en 84 ms`, why it got no answer ("Conexión rechazada"), or "Aún sin intentos". */
    short: (attempt: Attempt | undefined): string => {
      if (!attempt) return t('portal.webhookNotTriedYet');
      if (attempt.statusCode === null) return t(`portal.webhookErrorShort_${attemptError(attempt)}`);
      return t('portal.webhookResponseIn', { status: attempt.statusCode, ms: attempt.durationMs });
    },
    /** A sentence saying whether the event arrived, with the tone of an alert about it. */
    sentence: (attempt: Attempt | undefined): WebhookOutcome => {
      if (!attempt) return { tone: 'warning', text: t('portal.webhookNotTriedYet') };
      const status = attempt.statusCode;
      if (status === null) {
        return {
          tone: 'danger',
          text: t('portal.webhookAttemptUnreachable', {
            reason: t(`portal.webhookError_${attemptError(attempt)}`),
          }),
        };
      }
      return status >= 200 && status < 300
        ? { tone: 'success', text: t('portal.webhookAttemptSucceeded', { status }) }
        : { tone: 'warning', text: t('portal.webhookAttemptRejected', { status }) };
    },
  };
}
