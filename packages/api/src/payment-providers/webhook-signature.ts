import { createHmac, randomUUID } from 'node:crypto';
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import { type WebhookRequest, WebhookSignatureError } from './payment-provider';

/**
 * Signs a payment notification the way Mercado Pago does (`x-signature: ts=…,v1=…`, an HMAC-SHA256
 * of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`). The sandbox signs its webhooks with it, and
 * tests sign the fake provider's.
 */
export function signWebhook(secret: string, dataId: string, now: Date, requestId: string = randomUUID()) {
  const ts = String(Math.floor(now.getTime() / 1000));
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
}

/** The payment id a notification is about: `data.id` in the query (as Mercado Pago signs it) or the body. */
export function notificationDataId(request: WebhookRequest): string | null {
  const fromQuery = request.query['data.id'] ?? request.query.id;
  if (fromQuery) return fromQuery;
  const body = request.body as { data?: { id?: unknown } } | null;
  const id = body?.data?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Verifies a notification's `x-signature` with the official Mercado Pago validator (constant-time
 * comparison, timestamp within `toleranceSeconds` of `now`) and returns its payment id.
 */
export function verifyWebhookSignature(
  request: WebhookRequest,
  secret: string,
  now: Date,
  toleranceSeconds: number,
): string | null {
  const dataId = notificationDataId(request);
  try {
    WebhookSignatureValidator.validate({
      xSignature: request.headers['x-signature'],
      xRequestId: request.headers['x-request-id'],
      // Mercado Pago signs alphanumeric ids lower-cased.
      dataId: dataId?.toLowerCase(),
      secret,
      toleranceSeconds,
      now: () => now.getTime(),
    });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) throw new WebhookSignatureError(error.reason);
    throw error;
  }
  const body = request.body as { type?: unknown; topic?: unknown } | null;
  const type = body?.type ?? body?.topic ?? request.query.type ?? request.query.topic;
  return type === undefined || type === 'payment' ? dataId : null;
}
