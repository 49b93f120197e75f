import { cycleMonths } from '@facturo/sdk/billing';
import { addDays, dateInBogota, parseIsoDate } from '@facturo/sdk/co';
import type { BillingCycle } from '@facturo/sdk/schemas';
import { plansById } from '../../billing-core/catalogue-plans';
import { addMonthsOnDay } from '../../billing-core/cycle-dates';
import type { Seed } from '../../kernel/api-module';
import { seedInvoices } from '../../seed/invoice-bulk-seed';
import { seedDemoUsage } from './billing-demo-usage';
import { issueRenewalInvoices } from './renewal-invoicing';

/** The demo clinic of the organizations seed (its NIT). */
const DEMO_NIT = '901456789';

/** The demo's services: plan, cycle, and how many days from today each one's paid period ends. */
const DEMO_SUBSCRIPTIONS: { planId: string; cycle: BillingCycle; endsInDays: number; used: number }[] = [
  { planId: 'health-ips-1200', cycle: 'annual', endsInDays: 64, used: 934 },
  { planId: 'certificate-2-years', cycle: 'annual', endsInDays: 410, used: 0 },
  { planId: 'payroll-10', cycle: 'monthly', endsInDays: 3, used: 9 },
];

/**
 * Billing data for the embedded demo, so the portal and the widgets have something real to show:
 * three subscriptions (one with its renewal due now) with a year of usage reports, 36 past invoices
 * with payments, and two prefixes with alerts (one expiring, one almost used up). Runs once per
 * database.
 */
export const billingDemoSeed: Seed = {
  name: 'billing-demo',
  async run({ deps }) {
    const organization = await deps.db
      .selectFrom('organizations')
      .select('id')
      .where('documentType', '=', '31')
      .where('documentNumber', '=', DEMO_NIT)
      .executeTakeFirst();
    if (!organization) return;
    const existing = await deps.db
      .selectFrom('subscriptions')
      .select('id')
      .where('organizationId', '=', organization.id)
      .executeTakeFirst();
    if (existing) return;
    const now = deps.clock.now();
    const today = dateInBogota(now);
    const plans = await plansById(
      deps.db,
      DEMO_SUBSCRIPTIONS.map((item) => item.planId),
    );
    await seedInvoices(deps.db, {
      organizationId: organization.id,
      count: 36,
      prefix: deps.config.billing.invoicePrefix,
      now: new Date(now.getTime() - 86_400_000),
    });
    for (const item of DEMO_SUBSCRIPTIONS) {
      const catalogue = plans.get(item.planId);
      if (!catalogue) continue;
      const activeUntil = addDays(today, item.endsInDays);
      const anchorDay = parseIsoDate(addDays(activeUntil, 1)).day;
      const months = cycleMonths(catalogue.plan, item.cycle);
      const cycleStart = addMonthsOnDay(addDays(activeUntil, 1), -months, anchorDay);
      const activationDate = addMonthsOnDay(cycleStart, -months, anchorDay);
      const { id } = await deps.db
        .insertInto('subscriptions')
        .values({
          organizationId: organization.id,
          planId: item.planId,
          serviceId: catalogue.plan.serviceId,
          billingCycle: item.cycle,
          state: 'active',
          anchorDay,
          activationDate,
          activeUntil,
          cycleStart,
          cycleEnd: activeUntil,
          documentsUsed: item.used,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedDemoUsage(
        deps.db,
        {
          id,
          organizationId: organization.id,
          plan: catalogue.plan,
          activationDate,
          cycleStart,
          used: item.used,
        },
        today,
        now,
      );
    }
    await issueRenewalInvoices(deps, today);
    const prefix = (values: {
      prefix: string;
      documentType: 'invoice' | 'support_document';
      validTo: string;
      nextNumber: number;
    }) => ({
      organizationId: organization.id,
      resolutionNumber: '18764003561231',
      resolutionDate: addDays(today, -345),
      validFrom: addDays(today, -345),
      rangeFrom: 1,
      rangeTo: 5000,
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      createdAt: now,
      updatedAt: now,
      ...values,
    });
    await deps.db
      .insertInto('prefixes')
      .values([
        prefix({ prefix: 'SALU', documentType: 'invoice', validTo: addDays(today, 20), nextNumber: 2101 }),
        prefix({
          prefix: 'DS',
          documentType: 'support_document',
          validTo: addDays(today, 380),
          nextNumber: 4301,
        }),
      ])
      .execute();
  },
};
