import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';

/** A file sent with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail as the templates write it: a plain-text and an HTML version. */
export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One e-mail as a {@link Mailer} sends it, with its files (the invoice's PDF and zip). */
export interface MailMessage extends RenderedMail {
  attachments?: readonly MailAttachment[];
}

/**
 * Sends e-mail. Injectable: the embedded default writes to an outbox table, production uses SMTP.
 * Only the `mail-delivery` job calls it; everything else queues messages (`mail-queue.ts`).
 */
export interface Mailer {
  /** `outbox` or `smtp`, for the start-up log. */
  readonly kind: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * Stores messages in `outbox_emails` instead of sending them, so the embedded API works offline;
 * `GET /api/v1/dev/mailbox` shows them (outside production).
 */
export function createOutboxMailer(db: Kysely<Database>, now: () => Date): Mailer {
  return {
    kind: 'outbox',
    send: async ({ attachments = [], ...message }) => {
      await db
        .insertInto('outboxEmails')
        .values({
          ...message,
          attachments: jsonb(
            attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              size: file.content.length,
              contentBase64: file.content.toString('base64'),
            })),
          ),
          createdAt: now(),
        })
        .execute();
    },
  };
}

/**
 * Sends through SMTP (`smtp://user:pass@host:587`, `smtps://…`) with nodemailer. Its timeouts are
 * shorter than nodemailer's (up to 10 minutes) so an attempt always ends well within the queue's
 * hold on a message (`MAIL_LEASE_MS`, 5 minutes).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer loads with the first e-mail, not with every start.
  let transport: Promise<Transporter> | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  };
  return {
    kind: 'smtp',
    send: async ({ attachments = [], ...message }) => {
      transport ??= connect().catch((error: unknown) => {
        transport = undefined;
        throw error;
      });
      await (await transport).sendMail({
        from,
        ...message,
        attachments: attachments.map((file) => ({ ...file })),
      });
    },
  };
}
