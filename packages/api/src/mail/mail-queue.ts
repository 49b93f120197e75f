import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';
import { type SecretBox, secretBox } from '../security/secret-box';
import type { Clock } from '../time/clock';
import type { MailAttachmentRef } from './mail.tables';
import type { RenderedMail } from './mailer';

/** A message to queue: files are named by a reference the job rebuilds them from, not stored. */
export type QueuedMailMessage = RenderedMail & { attachments?: MailAttachmentRef };

/** What queueing needs of the app: its JWT secret (the sealing key) and the time. */
export interface MailQueueContext {
  config: { jwtSecret: string };
  clock: Clock;
}

/**
 * The box queued messages are sealed with. They carry verification codes, reset and invitation
 * links: a database dump or backup must not hand them out, so they are encrypted like webhook
 * secrets (a key of their own derived from `JWT_SECRET`).
 */
export const mailBox = (jwtSecret: string): SecretBox => secretBox(jwtSecret, 'queued e-mail');

/**
 * Queues an e-mail for the `mail-delivery` job. Pass the caller's transaction (`db`) when there is
 * one: the message then exists exactly when the change it tells about was committed, and a mail
 * server that is down or slow never fails nor delays the request (the job retries for a day).
 */
export async function queueMail(
  deps: MailQueueContext,
  db: Kysely<Database>,
  { attachments, ...message }: QueuedMailMessage,
): Promise<void> {
  const now = deps.clock.now();
  const sealed: RenderedMail = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
  await db
    .insertInto('queuedEmails')
    .values({
      messageCiphertext: mailBox(deps.config.jwtSecret).seal(JSON.stringify(sealed)),
      attachments: attachments ? jsonb(attachments) : null,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .execute();
}
