import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../db/jsonb';

/** A file kept with an outbox message (base64). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

/** `outbox_emails` (`outboxEmails` through Kysely's CamelCasePlugin): messages kept instead of sent (embedded default, development). */
export interface OutboxEmailsTable {
  /** Increases with every message: the outbox's order. */
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (`[]` for most). */
  attachments: ColumnType<OutboxAttachment[], unknown, unknown>;
  createdAt: Date;
}

/**
 * What a queued message's files are rebuilt from when it is sent, instead of storing them: an
 * accepted DIAN document's PDF and AttachedDocument zip (`billing-core/document-email.ts`).
 */
export interface MailAttachmentRef {
  kind: 'dian-document';
  id: string;
}

/**
 * `queued_emails`: every outgoing e-mail, written in the transaction of the change it tells about
 * (an outbox) and sent by the `mail-delivery` job. The message is sealed (it may carry a
 * verification code or a reset link) and cleared once sent; what stays is the delivery record.
 */
export interface QueuedEmailsTable {
  id: Generated<string>;
  /** AES-256-GCM of the JSON message (`to`, `subject`, `text`, `html`); `null` once sent or given up. */
  messageCiphertext: string | null;
  /** What the job rebuilds the files from, or `null` for a message without files. */
  attachments: Json<MailAttachmentRef | null>;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  /** When the next attempt is due (or until when a worker holds it); `null` once settled. */
  nextAttemptAt: Date | null;
  /** Why the last attempt failed, without the recipient. */
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

declare module '../db/database.types' {
  interface Database {
    outboxEmails: OutboxEmailsTable;
    queuedEmails: QueuedEmailsTable;
  }
}
