import type { InvoiceStatus, Taxpayer } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';
import { DianUnavailableError } from '../e-invoicing/dian-transmitter';
import type { AppDeps } from '../kernel/app-deps';
import { deliverQuietly } from '../mail/mailer';
import { acceptedDocumentEmail } from '../mail/templates/document-emails';
import { attachedDocumentZip, documentFileName, documentPdf } from './document-package';
import { buyerName } from './invoice-buyer';

type DianDocumentRow = Selectable<Database['dianDocuments']>;

/** What one transmission round did. */
export interface TransmissionReport {
  accepted: number;
  rejected: number;
  /** Not answered (DIAN unreachable, or still validating): tried again later. */
  retried: number;
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
 * approval, and two must never send (nor render) the same document.
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

/** The buyer's e-mail of an accepted document: the PDF and the AttachedDocument zip. */
async function deliverOne(deps: AppDeps, row: DianDocumentRow): Promise<boolean> {
  const sent = await sendDocument(deps, row);
  // Delivered, or released for the next round (the mail server failed, or nothing to send yet).
  await deps.db
    .updateTable('dianDocuments')
    .set(
      sent ? { deliveredAt: deps.clock.now(), deliveryClaimedUntil: null } : { deliveryClaimedUntil: null },
    )
    .where('id', '=', row.id)
    .execute();
  return sent;
}

async function sendDocument(deps: AppDeps, row: DianDocumentRow): Promise<boolean> {
  const owner =
    row.kind === 'invoice'
      ? await deps.db
          .selectFrom('invoices')
          .select(['buyer', 'status', 'total'])
          .where('dianDocumentId', '=', row.id)
          .executeTakeFirst()
      : await deps.db
          .selectFrom('creditNotes')
          .innerJoin('invoices', 'invoices.id', 'creditNotes.invoiceId')
          .select(['invoices.buyer', 'creditNotes.total'])
          .where('creditNotes.dianDocumentId', '=', row.id)
          .executeTakeFirst();
  if (!owner) return false;
  const paymentStatus = 'status' in owner ? (owner.status as InvoiceStatus) : undefined;
  const zip = await attachedDocumentZip(row, await deps.eInvoicing.signer(), paymentStatus);
  if (!zip) return false;
  const name = documentFileName(row);
  return deliverQuietly(
    deps,
    acceptedDocumentEmail({
      to: owner.buyer.email,
      buyerName: buyerName(owner.buyer.taxpayer as Taxpayer),
      kind: row.kind,
      number: row.number,
      total: owner.total,
      documentKey: row.documentKey,
      issuerName: deps.eInvoicing.settings.issuer.legalName,
      attachments: [
        {
          filename: `${name}.pdf`,
          contentType: 'application/pdf',
          content: await documentPdf(row, paymentStatus),
        },
        { filename: `ad-${row.number}.zip`, contentType: 'application/zip', content: zip },
      ],
    }),
  );
}

/**
 * Sends the documents due to DIAN through the configured transmitter and records each answer:
 * accepted (then e-mailed to the buyer), rejected (kept, with an operator alert) or no answer
 * (retried with backoff; an alert once `DIAN_MAX_ATTEMPTS` is reached, never given up). Then
 * delivers accepted documents whose e-mail has not left yet (a mail server that failed is retried
 * on the next round). Run by the billing job and right after an invoice is issued.
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
    if (row && (await deliverOne(deps, row))) report.delivered += 1;
  }
  return report;
}
