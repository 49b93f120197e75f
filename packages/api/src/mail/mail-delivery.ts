import type { Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database.types';
import type { Clock } from '../time/clock';
import type { MailAttachmentRef } from './mail.tables';
import { mailBox } from './mail-queue';
import type { MailAttachment, Mailer, RenderedMail } from './mailer';

type QueuedMailRow = Selectable<Database['queuedEmails']>;

/** Waits before the next attempt, by attempts made: 1 min, 5 min, 15 min, 1 h, 3 h, then every 6 h. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 3_600_000, 3 * 3_600_000];
const SLOW_RETRY_MS = 6 * 3_600_000;
/** A message is retried for a day; after that it is marked failed (an operator can look at why). */
export const MAIL_RETRY_WINDOW_MS = 24 * 3_600_000;
/**
 * How long an attempt holds a message (another worker skips it meanwhile). Longer than the SMTP
 * transport's own timeouts (`mailer.ts`), so a slow server never lets a second worker send it too.
 */
export const MAIL_LEASE_MS = 5 * 60_000;
const BATCH = 50;

const backoff = (attempts: number) => BACKOFF_MS[attempts - 1] ?? SLOW_RETRY_MS;

/** What sending needs of the app. */
export interface MailDeliveryDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'error'>;
  config: { jwtSecret: string };
}

/** Rebuilds a message's files from its reference (given by the job, which knows every kind). */
export type MailAttachmentResolver = (ref: MailAttachmentRef) => Promise<MailAttachment[]>;

/**
 * Why an attempt failed, fit for the log and the row: mail servers name the recipient in their
 * replies (`550 <ana@…>: Recipient address rejected`), so every address is replaced.
 */
function describeMailError(error: unknown): string {
  const fields = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [fields.code, fields.responseCode].filter((part) => part !== undefined).map(String);
  const message = typeof fields.message === 'string' ? fields.message : String(error);
  parts.push(message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>'));
  return parts.join(' ').slice(0, 300);
}

/** The ids of pending messages whose attempt is due, oldest first. */
export async function findDueMail(db: Kysely<Database>, now: Date, limit = BATCH): Promise<string[]> {
  const rows = await db
    .selectFrom('queuedEmails')
    .select('id')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt')
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Claims a due message for one attempt, atomically (two workers never send it at once). */
async function claimMail(db: Kysely<Database>, id: string, now: Date): Promise<QueuedMailRow | undefined> {
  return db
    .updateTable('queuedEmails')
    .set({ nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims one queued message and sends it with the configured mailer, when it is still due:
 * `skipped` when another worker holds it, it was sent already, or its next attempt is not due yet
 * (so a repeated job never sends it twice). Sent clears the sealed message; a failure records the
 * attempt and its reason (without the recipient) and waits with backoff, or gives up once the
 * message is a day old. The recipient and the body never reach the log.
 */
export async function sendQueuedMail(
  deps: MailDeliveryDeps,
  id: string,
  resolveAttachments: MailAttachmentResolver,
): Promise<'sent' | 'retried' | 'failed' | 'skipped'> {
  const row = await claimMail(deps.db, id, deps.clock.now());
  if (!row) return 'skipped';
  const attempts = row.attempts + 1;
  try {
    if (!row.messageCiphertext) throw new Error('the queued message has no content');
    const message = JSON.parse(mailBox(deps.config.jwtSecret).open(row.messageCiphertext)) as RenderedMail;
    const attachments = row.attachments ? await resolveAttachments(row.attachments) : [];
    await deps.mailer.send({ ...message, attachments });
  } catch (error) {
    const now = deps.clock.now();
    const expired = now.getTime() - row.createdAt.getTime() >= MAIL_RETRY_WINDOW_MS;
    const lastError = describeMailError(error);
    await deps.db
      .updateTable('queuedEmails')
      .set({
        attempts,
        lastError,
        ...(expired
          ? { status: 'failed', nextAttemptAt: null, messageCiphertext: null }
          : { nextAttemptAt: new Date(now.getTime() + backoff(attempts)) }),
      })
      .where('id', '=', id)
      .execute();
    const log = expired ? deps.logger.error : deps.logger.warn;
    log.call(
      deps.logger,
      { mailId: id, attempts, mailer: deps.mailer.kind, reason: lastError },
      expired
        ? 'an e-mail could not be sent for a day: given up'
        : 'an e-mail could not be sent: retried later',
    );
    return expired ? 'failed' : 'retried';
  }
  await deps.db
    .updateTable('queuedEmails')
    .set({
      status: 'sent',
      attempts,
      sentAt: deps.clock.now(),
      nextAttemptAt: null,
      lastError: null,
      messageCiphertext: null,
    })
    .where('id', '=', id)
    .execute();
  return 'sent';
}
