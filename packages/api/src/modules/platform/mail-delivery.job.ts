import { documentEmailAttachments } from '../../billing-core/document-email';
import type { AppDeps } from '../../kernel/app-deps';
import type { JobDefinition } from '../../kernel/job-definition';
import type { MailAttachmentRef } from '../../mail/mail.tables';
import { findDueMail, MAIL_LEASE_MS, sendQueuedMail } from '../../mail/mail-delivery';

/** Rebuilds a queued message's files from what it names (see `MailAttachmentRef`). */
const attachmentsFor = (deps: AppDeps) => (ref: MailAttachmentRef) => {
  switch (ref.kind) {
    case 'dian-document':
      return documentEmailAttachments(deps, ref.id);
  }
};

/**
 * Outgoing e-mail on the queue: every second each worker looks for queued messages that are due
 * (new ones, and retries whose backoff has passed: 1 min, 5 min, 15 min, 1 h, 3 h, then every 6 h
 * for a day) and queues one job per message (at most one queued per message). The job claims the
 * message before sending it, so a repeated or retried job never sends it twice; a worker that dies
 * holding one leaves a claim that lapses after 5 minutes, and the message is queued again (a worker
 * that dies after the mail server took the message but before recording it sends it once more:
 * e-mail is at least once, never lost).
 */
export const mailDeliveryJob: JobDefinition = {
  name: 'mail-delivery',
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 10,
  // Taken as lost once the claim has lapsed, never before (a slow mail server is not a dead worker).
  expireInSeconds: MAIL_LEASE_MS / 1000 + 60,
  feed: {
    everyMs: 1_000,
    find: async (deps) =>
      (await findDueMail(deps.db, deps.clock.now())).map((mailId) => ({ key: mailId, data: { mailId } })),
  },
  run: async (deps, data) => {
    if (typeof data.mailId !== 'string') throw new Error('mail-delivery job without a mailId');
    return { mailId: data.mailId, outcome: await sendQueuedMail(deps, data.mailId, attachmentsFor(deps)) };
  },
};
