import { isSoldByUnit, PURCHASING_ROLE } from '@facturo/sdk/billing';
import { findMunicipality } from '@facturo/sdk/co';
import type { Translate } from '@facturo/sdk/i18n';
import type { BillingInfo, checkoutRequestSchema, Taxpayer } from '@facturo/sdk/schemas';
import { messageKey } from '@facturo/sdk/validation';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import { type CataloguePlan, plansById } from '../../billing-core/catalogue-plans';
import { lineAmounts, planCycleLine } from '../../billing-core/invoice-lines';
import { insertPendingPayment } from '../../billing-core/pending-payment';
import type { PurchaseSnapshot } from '../../billing-core/purchase-invoicing';
import type { Database } from '../../db/database.types';
import { jsonb } from '../../db/jsonb';
import { ApiProblem } from '../../http/api-problem';
import { organizationName } from '../../identity/organization-name';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';
import { assertServicesFree, isHeldServiceConflict } from './held-services';

/** A checkout request, parsed. */
export type CheckoutInput = z.output<typeof checkoutRequestSchema>;

/** The organization named in a purchase must be one the caller may buy for (404 or 403 otherwise). */
export function authorizePurchase(principal: UserPrincipal, input: CheckoutInput): void {
  if (input.organizationId) authorize(principal, 'create', 'Subscription', input.organizationId);
}

/**
 * Everything a purchase can be refused for before anything is written, as field errors (422): an
 * unknown or retired plan, a monthly cycle on an annual-only plan, more than one unit or more than
 * one plan of a service that covers the whole organization, a municipality DIVIPOLA does not have.
 */
export async function checkPurchase(deps: AppDeps, input: CheckoutInput, t: Translate) {
  const plans = await plansById(
    deps.db,
    input.items.map((item) => item.planId),
  );
  const fieldErrors: Record<string, string[]> = {};
  const services = new Set<string>();
  input.items.forEach((item, index) => {
    const found = plans.get(item.planId);
    if (!found?.active) fieldErrors[`items.${index}.planId`] = [t(messageKey('validation.unknownPlan'))];
    else if (item.billingCycle === 'monthly' && found.plan.monthlyPrice === null) {
      fieldErrors[`items.${index}.billingCycle`] = [t(messageKey('validation.cycleUnavailable'))];
    } else if (!isSoldByUnit(found.plan.serviceId)) {
      if (services.has(found.plan.serviceId)) {
        fieldErrors[`items.${index}.planId`] = [t(messageKey('validation.oneServicePlan'))];
      } else if (item.quantity > 1) {
        fieldErrors[`items.${index}.quantity`] = [t(messageKey('validation.onePerOrganization'))];
      }
      services.add(found.plan.serviceId);
    }
  });
  if (!(await findMunicipality(input.billingInfo.billingAddress.municipalityCode))) {
    fieldErrors['billingInfo.billingAddress.municipalityCode'] = [
      t(messageKey('validation.municipalityCode')),
    ];
  }
  if (Object.keys(fieldErrors).length) throw new ApiProblem(422, 'validation_failed', { fieldErrors });
  return plans as Map<string, CataloguePlan>;
}

/**
 * The organization that buys: the one named, or the caller's own organization with the billing
 * information's document, created (with the caller as owner) on a first purchase. The role is the
 * sdk's `PURCHASING_ROLE`: the widgets guess the same organization with it.
 */
async function buyingOrganization(
  trx: Transaction<Database>,
  principal: UserPrincipal,
  input: CheckoutInput,
  now: Date,
) {
  if (input.organizationId) return input.organizationId;
  const taxpayer = input.billingInfo.taxpayer as Taxpayer;
  const existing = await trx
    .selectFrom('organizations')
    .innerJoin('memberships', 'memberships.organizationId', 'organizations.id')
    .select('organizations.id')
    .where('memberships.userId', '=', principal.userId)
    .where('memberships.role', '=', PURCHASING_ROLE)
    .where('organizations.documentType', '=', taxpayer.documentType)
    .where('organizations.documentNumber', '=', taxpayer.documentNumber)
    .orderBy('organizations.createdAt')
    .executeTakeFirst();
  if (existing) return existing.id;
  // Concurrent first purchases of one buyer all reach this insert: the unique (creator, document)
  // index lets one create the organization; the others wait for it and then buy for that one.
  const created = await trx
    .insertInto('organizations')
    .values({
      kind: 'company',
      name: organizationName(taxpayer),
      documentType: taxpayer.documentType,
      documentNumber: taxpayer.documentNumber,
      taxpayer: jsonb(taxpayer),
      billingAddress: jsonb(input.billingInfo.billingAddress),
      email: input.billingInfo.email,
      phone: input.billingInfo.phone ?? null,
      createdBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['createdBy', 'documentType', 'documentNumber'])
        .where('createdBy', 'is not', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!created) {
    const winner = await trx
      .selectFrom('organizations')
      .select('id')
      .where('createdBy', '=', principal.userId)
      .where('documentType', '=', taxpayer.documentType)
      .where('documentNumber', '=', taxpayer.documentNumber)
      .executeTakeFirstOrThrow();
    return winner.id;
  }
  await trx
    .insertInto('memberships')
    .values({ organizationId: created.id, userId: principal.userId, role: PURCHASING_ROLE, createdAt: now })
    .execute();
  return created.id;
}

/**
 * Writes a purchase in one transaction: its organization, one pending subscription per unit, and the
 * pending payment for the total of the lines (priced by the sdk); the order keeps what is bought.
 * Nothing is charged and no invoice is issued yet: the electronic invoice is issued when the payment
 * is approved, so a rejected or abandoned payment consumes no invoice number.
 */
export async function preparePurchase(
  deps: AppDeps,
  principal: UserPrincipal,
  input: CheckoutInput,
  plans: Map<string, CataloguePlan>,
  context: { orderId: string; clientIp: string; providerId: 'sandbox' | 'mercadopago'; bank: string | null },
) {
  const now = deps.clock.now();
  let organizationId: string | null = null;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      organizationId = await buyingOrganization(trx, principal, input, now);
      await assertServicesFree(trx, organizationId, plans.values());
      return await writePurchase(trx, organizationId, input, plans, { ...context, now });
    });
  } catch (error) {
    // Another purchase of the same service won the race (the index refused this one): say which.
    if (isHeldServiceConflict(error) && organizationId) {
      await assertServicesFree(deps.db, organizationId, plans.values());
    }
    throw error;
  }
}

/** The pending subscriptions, the pending payment and the order's snapshot of one purchase. */
async function writePurchase(
  trx: Transaction<Database>,
  organizationId: string,
  input: CheckoutInput,
  plans: Map<string, CataloguePlan>,
  context: {
    orderId: string;
    clientIp: string;
    providerId: 'sandbox' | 'mercadopago';
    bank: string | null;
    now: Date;
  },
) {
  const { now } = context;
  const lines = [];
  for (const item of input.items) {
    const catalogue = plans.get(item.planId) as CataloguePlan;
    for (let unit = 0; unit < item.quantity; unit++) {
      const subscription = await trx
        .insertInto('subscriptions')
        .values({
          organizationId,
          planId: item.planId,
          serviceId: catalogue.plan.serviceId,
          billingCycle: item.billingCycle,
          exclusive: !isSoldByUnit(catalogue.plan.serviceId),
          state: 'pending',
          anchorDay: null,
          activationDate: null,
          activeUntil: null,
          cycleStart: null,
          cycleEnd: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lines.push(planCycleLine(catalogue, item.billingCycle, 'plan', { subscriptionId: subscription.id }));
    }
  }
  const amounts = lines.map(lineAmounts);
  const total = amounts.reduce((sum, line) => sum + line.total, 0);
  const iva = amounts.reduce((sum, line) => sum + line.iva, 0);
  const purchase: PurchaseSnapshot = {
    billingInfo: input.billingInfo as BillingInfo,
    lines,
    items: input.items.map(({ planId, billingCycle, quantity }) => ({ planId, billingCycle, quantity })),
  };
  const paymentId = await insertPendingPayment(trx, {
    organizationId,
    orderId: context.orderId,
    invoiceId: null,
    provider: context.providerId,
    amount: total,
    iva,
    payment: input.payment,
    bank: context.bank,
    clientIp: context.clientIp,
    now,
  });
  await trx
    .updateTable('orders')
    .set({ organizationId, paymentId, purchase: jsonb(purchase), updatedAt: now })
    .where('id', '=', context.orderId)
    .execute();
  return { organizationId, paymentId };
}
