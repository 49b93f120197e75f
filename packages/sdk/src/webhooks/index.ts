/**
 * @facturo/sdk/webhooks — For integrators' servers: verify Facturo's signed webhook deliveries (and
 * the signing Facturo does), with several secrets during a rotation.
 * @module
 */

export type { VerifyWebhookOptions } from './verify-webhook';
export {
  signWebhookPayload,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
} from './verify-webhook';
