import { documentsPerYear, extraDocumentsCharge, subscriptionPhase } from '@facturo/sdk/billing';
import { dateInBogota } from '@facturo/sdk/co';
import type { Subscription, UsageResponse } from '@facturo/sdk/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { plansById } from '../../billing-core/catalogue-plans';
import { documentsPerCycle, unbilledExtraDocuments } from '../../billing-core/document-allowance';
import { OPEN_INVOICE_STATUSES } from '../../billing-core/open-invoices';
import type { Database } from '../../db/database.types';
import { ApiProblem, notFound } from '../../http/api-problem';
import { requireCapability } from '../../identity/billing-access';
import type { ScopedPrincipal } from '../../identity/scoped-principal';
import type { AppDeps } from '../../kernel/app-deps';
import { emitWebhookEvent } from '../../webhooks/webhook-outbox';
import { toSubscription } from './subscription-presenter';
import { lockSubscription, rollUsageCycle } from './subscription-usage';
import type { SubscriptionsTable } from './subscriptions.tables';

/** The open renewal invoice of each subscription (the newest, when there are several). */
export async function openRenewalInvoices(
  db: Kysely<Database>,
  subscriptionIds: readonly string[],
): Promise<Map<string, string>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select(['invoiceLines.subscriptionId', 'invoices.id'])
    .where('invoiceLines.subscriptionId', 'in', [...subscriptionIds])
    .where('invoiceLines.kind', 'in', ['renewal', 'billing_adjustment'])
    .where('invoices.status', 'in', [...OPEN_INVOICE_STATUSES])
    .orderBy('invoices.createdAt')
    .execute();
  return new Map(rows.map((row) => [row.subscriptionId as string, row.id]));
}

/** Subscription rows as the API sends them, on today's date. */
async function present(deps: AppDeps, rows: Selectable<SubscriptionsTable>[]): Promise<Subscription[]> {
  const plans = await plansById(
    deps.db,
    rows.flatMap((row) => [row.planId, ...(row.scheduledPlanId ? [row.scheduledPlanId] : [])]),
  );
  const renewals = await openRenewalInvoices(
    deps.db,
    rows.map((row) => row.id),
  );
  const today = dateInBogota(deps.clock.now());
  return rows.flatMap((row) => {
    const catalogue = plans.get(row.planId);
    const scheduled = row.scheduledPlanId ? (plans.get(row.scheduledPlanId) ?? null) : null;
    return catalogue ? [toSubscription(row, catalogue, today, renewals.get(row.id) ?? null, scheduled)] : [];
  });
}

/** An organization's subscriptions (purchases never paid left out), newest first. */
export async function listSubscriptions(deps: AppDeps, organizationId: string): Promise<Subscription[]> {
  const rows = await deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .where('state', '!=', 'void')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return present(deps, rows);
}

/** One subscription as the API sends it (after a change the caller was allowed to make). */
export async function presentSubscription(deps: AppDeps, subscriptionId: string): Promise<Subscription> {
  const row = await deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .executeTakeFirstOrThrow();
  const [presented] = await present(deps, [row]);
  if (!presented) throw new Error(`subscription ${subscriptionId} has a plan the catalogue lost`);
  return presented;
}

/** The shares of a cycle's allowance whose crossing integrators hear about (`usage.threshold_reached`). */
const USAGE_THRESHOLDS = [80, 100] as const;

/**
 * Announces each threshold (80 %, 100 % of the cycle's allowance) a usage report crossed, once per
 * cycle: a report that crosses both announces both.
 */
async function announceUsageThresholds(
  trx: Transaction<Database>,
  subscription: Selectable<SubscriptionsTable>,
  before: number,
  included: number,
  now: Date,
) {
  if (included <= 0) return;
  for (const percent of USAGE_THRESHOLDS) {
    const limit = (included * percent) / 100;
    if (before < limit && subscription.documentsUsed >= limit) {
      await emitWebhookEvent(trx, {
        organizationId: subscription.organizationId,
        type: 'usage.threshold_reached',
        object: {
          object: 'usage',
          subscriptionId: subscription.id,
          planId: subscription.planId,
          thresholdPercent: percent,
          documentsUsed: subscription.documentsUsed,
          documentsIncluded: included,
          cycleStart: subscription.cycleStart,
          cycleEnd: subscription.cycleEnd,
        },
        now,
      });
    }
  }
}

/**
 * Counts documents an integrator issued against one of its organization's subscriptions. The
 * subscription must include documents (409 `subscription_without_documents` for the certificate)
 * and be in service (active, renewal due or grace; 409 `subscription_inactive`).
 * A `reference` already reported is answered with the current counts and `duplicate: true`.
 */
export async function recordUsage(
  deps: AppDeps,
  principal: ScopedPrincipal,
  input: { subscriptionId: string; documents: number; reference?: string | undefined },
): Promise<UsageResponse> {
  const now = deps.clock.now();
  const today = dateInBogota(now);
  const found = await deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', input.subscriptionId)
    .executeTakeFirst();
  if (!found || found.organizationId !== principal.organizationId) throw notFound();
  requireCapability(principal, 'usage:write', found.organizationId);
  const catalogue = (await plansById(deps.db, [found.planId])).get(found.planId);
  if (!catalogue) throw notFound();
  // The digital certificate issues no documents: usage reported against it is a mistake to show.
  if (documentsPerYear(catalogue.plan) === 0) throw new ApiProblem(409, 'subscription_without_documents');
  const included = documentsPerCycle(catalogue.plan, found.billingCycle);
  return deps.db.transaction().execute(async (trx) => {
    let subscription = await lockSubscription(trx, found.id);
    const phase = subscription.activeUntil ? subscriptionPhase(subscription.activeUntil, today) : null;
    if (subscription.state !== 'active' || !phase || !['active', 'renewal_due', 'grace'].includes(phase)) {
      throw new ApiProblem(409, 'subscription_inactive');
    }
    subscription = await rollUsageCycle(trx, subscription, included, today, now);
    const inserted = await trx
      .insertInto('usageRecords')
      .values({
        organizationId: subscription.organizationId,
        subscriptionId: subscription.id,
        documents: input.documents,
        reference: input.reference ?? null,
        apiKeyId: principal.apiKeyId,
        cycleStart: subscription.cycleStart ?? today,
        recordedAt: now,
      })
      .onConflict((oc) =>
        oc.columns(['organizationId', 'reference']).where('reference', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      const before = subscription.documentsUsed;
      subscription = await trx
        .updateTable('subscriptions')
        .set({ documentsUsed: before + input.documents, updatedAt: now })
        .where('id', '=', subscription.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await announceUsageThresholds(trx, subscription, before, included, now);
    }
    const extra = unbilledExtraDocuments(subscription, included);
    return {
      subscriptionId: subscription.id,
      documentsUsed: subscription.documentsUsed,
      documentsIncluded: included,
      extraDocuments: extra,
      // `extra` counts only documents beyond the allowance already, so none of them is included.
      extraDocumentsCharge: extraDocumentsCharge(extra, 0),
      duplicate: !inserted,
    };
  });
}
