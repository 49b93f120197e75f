import type { Selectable } from 'kysely';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';
import { DianUnavailableError } from '../e-invoicing/dian-transmitter';
import type { AppDeps } from '../kernel/app-deps';
import { queueDocumentEmail } from './document-email';

type DianDocumentRow = Selectable<Database['dianDocuments']>;

/** What one transmission round did. */
export interface TransmissionReport {
  accepted: number;
  rejected: number;
  /** Not answered (DIAN unreachable, or still validating): tried again later. */
  retried: number;
  /** Accepted documents whose e-mail to the buyer was queued (the `mail-delivery` job sends it). */
  delivered: number;
}

/** How long a document is held by the round that sends it (another round skips it meanwhile). */
const CLAIM_MS = 5 * 60_000;
/** Waits before the next attempt, by attempts made: 1 min, 5 min, 15 min, 1 h, then every 6 h. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
const SLOW_RETRY_MS = 6 * 60 * 60_000;
const BATCH = 20;

const backoff = (attempts: number) => BACKOFF_MS[attempts - 1] ?? SLOW_RETRY_MS;

/** Claims a due document for this round, atomically (two instances never send it twice at once). */
async function claim(deps: AppDeps, id: string, now: Date): Promise<DianDocumentRow | undefined> {
  return deps.db
    .updateTable('dianDocuments')
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

async function transmitOne(
  deps: AppDeps,
  row: DianDocumentRow,
  now: Date,
): Promise<'accepted' | 'rejected' | 'retried'> {
  const { transmitter } = deps.eInvoicing;
  const document = {
    kind: row.kind,
    number: row.number,
    documentKey: row.documentKey,
    signedXml: row.signedXml,
  };
  const attempts = row.attempts + 1;
  try {
    const answer = row.trackId
      ? await transmitter.status(row.trackId, document)
      : await transmitter.send(document);
    if (answer.status === 'processing') {
      await deps.db
        .updateTable('dianDocuments')
        .set({
          trackId: answer.trackId,
          attempts,
          nextAttemptAt: new Date(now.getTime() + backoff(attempts)),
        })
        .where('id', '=', row.id)
        .execute();
      return 'retried';
    }
    await deps.db
      .updateTable('dianDocuments')
      .set({
        status: answer.status,
        rules: jsonb(answer.rules),
        answeredAt: now,
        applicationResponse: answer.applicationResponse,
        attempts,
        nextAttemptAt: null,
        lastError: null,
      })
      .where('id', '=', row.id)
      .execute();
    if (answer.status === 'rejected') {
      // The document is kept as issued; an operator decides (correct the data, issue a credit note).
      deps.logger.error(
        {
          alert: 'dian_document_rejected',
          documentId: row.id,
          number: row.number,
          rules: answer.rules
            .filter((rule) => rule.kind === 'rejection')
            .map((rule) => `${rule.code}: ${rule.message}`),
        },
        'DIAN rejected a document Facturo issued: review it (docs/invoicing.md, "Rejections")',
      );
    }
    return answer.status;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .updateTable('dianDocuments')
      .set({
        attempts,
        lastError: reason.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + backoff(attempts)),
      })
      .where('id', '=', row.id)
      .execute();
    const stalled = attempts >= deps.eInvoicing.maxAttempts;
    const log = stalled || !(error instanceof DianUnavailableError) ? deps.logger.error : deps.logger.warn;
    log.call(
      deps.logger,
      {
        ...(stalled ? { alert: 'dian_transmission_stalled' } : {}),
        documentId: row.id,
        number: row.number,
        attempts,
        transmitter: deps.eInvoicing.transmitter.kind,
        reason,
      },
      stalled
        ? 'a document could not be transmitted to DIAN after many attempts: it is kept and retried every 6 hours'
        : 'DIAN did not answer about a document: it is retried later',
    );
    return 'retried';
  }
}

/**
 * Claims an accepted document's e-mail for this round, atomically: a round starts after every
 * approval, and two must never queue (nor render) the same document.
 */
async function claimDelivery(deps: AppDeps, id: string, now: Date): Promise<DianDocumentRow | undefined> {
  return deps.db
    .updateTable('dianDocuments')
    .set({ deliveryClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where('id', '=', id)
    .where('deliveredAt', 'is', null)
    .where((eb) => eb.or([eb('deliveryClaimedUntil', 'is', null), eb('deliveryClaimedUntil', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Sends the documents due to DIAN through the configured transmitter and records each answer:
 * accepted (then e-mailed to the buyer), rejected (kept, with an operator alert) or no answer
 * (retried with backoff; an alert once `DIAN_MAX_ATTEMPTS` is reached, never given up). Then
 * queues the buyer's e-mail of accepted documents not yet queued (the `mail-delivery` job sends
 * it, retrying a mail server that fails). Run by the billing job and right after an invoice is issued.
 */
export async function transmitDianDocuments(deps: AppDeps): Promise<TransmissionReport> {
  const report: TransmissionReport = { accepted: 0, rejected: 0, retried: 0, delivered: 0 };
  const now = deps.clock.now();
  const due = await deps.db
    .selectFrom('dianDocuments')
    .select('id')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt')
    .limit(BATCH)
    .execute();
  for (const { id } of due) {
    const row = await claim(deps, id, now);
    if (row) report[await transmitOne(deps, row, now)] += 1;
  }
  const undelivered = await deps.db
    .selectFrom('dianDocuments')
    .select('id')
    .where('status', '=', 'accepted')
    .where('deliveredAt', 'is', null)
    .where((eb) => eb.or([eb('deliveryClaimedUntil', 'is', null), eb('deliveryClaimedUntil', '<=', now)]))
    .orderBy('createdAt')
    .limit(BATCH)
    .execute();
  for (const { id } of undelivered) {
    const row = await claimDelivery(deps, id, now);
    if (!row) continue;
    if (await queueDocumentEmail(deps, row)) report.delivered += 1;
    else {
      // Nothing to send yet: released for the next round.
      await deps.db
        .updateTable('dianDocuments')
        .set({ deliveryClaimedUntil: null })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return report;
}
