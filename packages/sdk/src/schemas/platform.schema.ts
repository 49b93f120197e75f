/**
 * The platform contract of the reference API: service health, the ALTCHA captcha challenge, and the
 * development mailbox (e-mails the API keeps instead of sending, outside production).
 * @module
 */
import * as z from 'zod/mini';

/** `GET /health`: up, and which database answers. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** `GET /health/live`: the process is up. */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** The health answer. */
export type Health = z.output<typeof healthSchema>;

/**
 * `GET /captcha/challenge`: an ALTCHA proof-of-work challenge in ALTCHA's own format. Its keys are
 * camelCase on the wire too (`keyPrefix`, `expiresAt`), as the ALTCHA widget reads them; loose, because
 * ALTCHA adds parameters.
 */
export const captchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.optional(z.string()),
});

/** `GET /dev/mailbox` query: whose messages, and how many (1–200, newest first). */
export const mailboxQuerySchema = z.object({
  /** Only messages to this address. */
  to: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  limit: z._default(
    z.pipe(
      z.transform((value: unknown) =>
        typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
      ),
      z.int().check(z.minimum(1), z.maximum(200)),
    ),
    50,
  ),
});

/** The mailbox query, as sent. */
export type MailboxQuery = z.input<typeof mailboxQuerySchema>;

/** `GET /dev/mailbox`: the e-mails kept in the outbox, newest first. */
export const mailboxSchema = z.object({
  items: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** The mailbox, parsed. */
export type Mailbox = z.output<typeof mailboxSchema>;

/** `GET /platform/jobs`: every job queue's counts, for operators (from the queue's tables). */
export const jobQueuesSchema = z.object({
  queues: z.array(
    z.object({
      /** The queue (`billing-run`, `payment-follow-up`, `webhook-delivery`). */
      name: z.string(),
      /** Waiting to run, new or waiting for a retry. */
      queued: z.int().check(z.minimum(0)),
      /** Held by a worker now. */
      active: z.int().check(z.minimum(0)),
      /** Failed for good (retries spent) in the last 24 hours. */
      failed: z.int().check(z.minimum(0)),
      /** Finished in the last hour. */
      completed: z.int().check(z.minimum(0)),
      /** When the oldest waiting job was queued (ISO 8601); null when none waits. */
      oldestQueuedAt: z.nullable(z.iso.datetime()),
      /** When a job of the queue last finished (ISO 8601); null if none has recently. */
      lastCompletedAt: z.nullable(z.iso.datetime()),
    }),
  ),
});

/** The job queues' counts, parsed. */
export type JobQueues = z.output<typeof jobQueuesSchema>;
