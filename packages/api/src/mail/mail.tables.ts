import type { Generated } from 'kysely';

/** `outbox_emails` (`outboxEmails` through Kysely's CamelCasePlugin): messages kept instead of sent (embedded default, development). */
export interface OutboxEmailsTable {
  /** Increases with every message: the outbox's order. */
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

declare module '../db/database.types' {
  interface Database {
    outboxEmails: OutboxEmailsTable;
  }
}
