/**
 * Verifying Facturo's webhooks in an integrator's server (Node 20+, Deno, Bun, workers): the
 * signature header, the timestamp tolerance, and several secrets during a rotation.
 */

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>[,v1=…]`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Facturo-Signature';

/** How far the signed timestamp may be from now, by default (5 minutes, as Stripe does). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Why a delivery was refused; `verifyWebhookSignature` throws it. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
  constructor(
    readonly reason: 'malformed' | 'expired' | 'mismatch',
    message: string,
  ) {
    super(message);
  }
}

/** What {@link verifyWebhookSignature} needs. */
export interface VerifyWebhookOptions {
  /** The raw request body exactly as received (not parsed and serialized again). */
  payload: string;
  /** The `Facturo-Signature` header. */
  header: string | null | undefined;
  /** The endpoint's secret, or its current and previous secrets during a rotation (`whsec_…`). */
  secrets: string | readonly string[];
  /** Seconds the timestamp may differ from now; {@link WEBHOOK_TOLERANCE_SECONDS} by default. */
  toleranceSeconds?: number;
  /** Now, in milliseconds (tests). */
  now?: number;
}

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** `HMAC-SHA256(secret, "<timestamp>.<payload>")` in hex: what Facturo signs each delivery with. */
export async function signWebhookPayload(
  secret: string,
  timestamp: number,
  payload: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${payload}`)));
}

/** Compares two hex strings without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * Checks that a webhook delivery comes from Facturo and is recent: parses `t=…,v1=…` from the
 * header, refuses a timestamp outside the tolerance (replays), and accepts the delivery when any
 * `v1` signature matches any of the secrets (constant-time comparison). Returns the parsed event.
 * @throws {WebhookSignatureError} `malformed`, `expired` or `mismatch`, with a message saying what to check.
 * @example
 * const event = await verifyWebhookSignature({
 *   payload: rawBody,
 *   header: request.headers['facturo-signature'],
 *   secrets: [process.env.FACTURO_WEBHOOK_SECRET, process.env.FACTURO_WEBHOOK_PREVIOUS_SECRET].filter(Boolean),
 * });
 */
export async function verifyWebhookSignature<Event = unknown>(options: VerifyWebhookOptions): Promise<Event> {
  const parts = (options.header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts
    .filter(([key, value]) => key === 'v1' && value)
    .map(([, value]) => value as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError(
      'malformed',
      `The ${WEBHOOK_SIGNATURE_HEADER} header is missing or malformed: expected "t=<seconds>,v1=<hex>".`,
    );
  }
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const now = (options.now ?? Date.now()) / 1000;
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookSignatureError(
      'expired',
      `The delivery was signed ${Math.round(now - timestamp)} s ago, beyond the ${tolerance} s tolerance: check the server clock, or it is a replay.`,
    );
  }
  const secrets = typeof options.secrets === 'string' ? [options.secrets] : options.secrets;
  for (const secret of secrets) {
    const expected = await signWebhookPayload(secret, timestamp, options.payload);
    if (signatures.some((signature) => sameText(signature, expected)))
      return JSON.parse(options.payload) as Event;
  }
  throw new WebhookSignatureError(
    'mismatch',
    'No signature matches: use the endpoint secret shown when it was created or rotated, and the raw body as received.',
  );
}
