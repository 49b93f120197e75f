import type { ColumnType, Generated } from 'kysely';

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

declare module '../db/database.types' {
  interface Database {
    outboxEmails: OutboxEmailsTable;
  }
}
