import type { ContactTopic } from '@facturo/sdk/schemas';
import type { Generated } from 'kysely';

/** `contact_messages`: what visitors wrote through the landing page's contact form. */
export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: ContactTopic;
  message: string;
  /** The language the visitor wrote in (`es`, `en`), for the reply. */
  language: string;
  privacyAcceptedAt: Date;
  /** The data policy version accepted (`LEGAL_DOCUMENTS.privacy.version`); null before versioning. */
  privacyVersion: string | null;
  createdAt: Date;
}

/** `newsletter_subscriptions`: one row per address. */
export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  email: string;
  language: string;
  privacyAcceptedAt: Date;
  /** The data policy version accepted (`LEGAL_DOCUMENTS.privacy.version`); null before versioning. */
  privacyVersion: string | null;
  createdAt: Date;
}

declare module '../../db/database.types' {
  interface Database {
    contactMessages: ContactMessagesTable;
    newsletterSubscriptions: NewsletterSubscriptionsTable;
  }
}
