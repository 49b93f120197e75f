import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';
import { ApiProblem } from '../http/api-problem';

/** A file sent with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail, with a plain-text and an HTML version, and files (the invoice's PDF and zip). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

/** Sends e-mail. Injectable: the embedded default writes to an outbox table, production uses SMTP. */
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

/** Sends through SMTP (`smtp://user:pass@host:587`, `smtps://…`) with nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async ({ attachments = [], ...message }) => {
      await transport.sendMail({
        from,
        ...message,
        attachments: attachments.map((file) => ({ ...file })),
      });
    },
  };
}

/**
 * Sends a message and answers whether it left. A failure is logged without the message: its
 * subject may carry a verification code, and the serializer keeps recipients out of the error.
 */
export async function deliverQuietly(
  deps: { mailer: Mailer; logger: Pick<Logger, 'error'> },
  message: MailMessage,
): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, mailer: deps.mailer.kind }, 'e-mail could not be sent');
    return false;
  }
}

/**
 * Sends a message; when the mail server fails, logs why and answers 503 `try_again_later` (the
 * caller can retry), instead of a bare 500. Routes that use it declare `sendsEmail: true`.
 */
export async function deliver(
  deps: { mailer: Mailer; logger: Pick<Logger, 'error'> },
  message: MailMessage,
): Promise<void> {
  if (!(await deliverQuietly(deps, message))) {
    throw new ApiProblem(503, 'try_again_later', { detail: 'mail delivery failed' });
  }
}
