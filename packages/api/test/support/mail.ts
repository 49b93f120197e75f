import type { AppDeps } from '../../src/kernel/app-deps';
import { findDueMail } from '../../src/mail/mail-delivery';
import { mailDeliveryJob } from '../../src/modules/platform/mail-delivery.job';

/**
 * Sends every queued e-mail that is due, with the `mail-delivery` job's own function (what a worker
 * does a second later), once deferred work (the reset link) has queued its messages. Tests call it
 * before reading the outbox, so what they read does not depend on a worker's timing. A retry waits
 * for its backoff on `deps.clock`. Answers each message's outcome (`sent`, `retried`, `failed`).
 */
export async function sendPendingMail(deps: AppDeps): Promise<string[]> {
  await deps.deferred.settled();
  // A message never tried is due at once, whichever test clock queued it (variants keep their own).
  const now = deps.clock.now();
  await deps.db
    .updateTable('queuedEmails')
    .set({ nextAttemptAt: now })
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('nextAttemptAt', '>', now)
    .execute();
  const outcomes: string[] = [];
  for (const mailId of await findDueMail(deps.db, now, 1000)) {
    const report = (await mailDeliveryJob.run(deps, { mailId })) as { outcome: string };
    outcomes.push(report.outcome);
  }
  return outcomes;
}
