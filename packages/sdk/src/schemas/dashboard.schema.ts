/**
 * The dashboard contract of the reference API: an organization's documents used against its plans
 * month by month, what it spent month by month, its upcoming charges and the current period's usage
 * (camelCase here, snake_case on the wire). Months are `YYYY-MM` in Bogotá time; money is whole COP.
 * @module
 */
import * as z from 'zod/mini';
import { BILLING_CYCLES } from './plan.constants';

const localizedName = () => z.object({ es: z.string(), en: z.string() });

/**
 * One month of document usage: the documents reported, and the monthly share of the allowance of the
 * plans in service that month (each plan's yearly documents ÷ 12).
 */
export const usageMonthSchema = z.object({
  /** `YYYY-MM`, Bogotá time. */
  month: z.string(),
  documentsUsed: z.int(),
  documentsIncluded: z.int(),
});

/** One month of spending: paid invoices minus credit notes on paid invoices, whole pesos. */
export const spendingMonthSchema = z.object({
  /** `YYYY-MM`, Bogotá time. */
  month: z.string(),
  invoiced: z.int(),
  credited: z.int(),
  /** `invoiced − credited`. */
  net: z.int(),
});

/** A charge waiting for a date: a subscription's renewal, or its renewal invoice already issued. */
export const upcomingChargeSchema = z.object({
  subscriptionId: z.uuid(),
  /** The plan charged: the scheduled one when a step down takes effect at this renewal. */
  planId: z.string(),
  planName: localizedName(),
  billingCycle: z.enum(BILLING_CYCLES),
  /** `YYYY-MM-DD`: the renewal date, or the due date of the invoice already issued. */
  date: z.string(),
  /** With IVA, whole pesos (what is left to pay on an issued invoice). */
  amount: z.int(),
  /** The renewal invoice already issued, when there is one. */
  invoiceId: z.nullable(z.uuid()),
  /** `true` when a scheduled plan change takes effect with this charge. */
  planChange: z.boolean(),
});

/** The current period's usage of one subscription that includes documents. */
export const planUsageSchema = z.object({
  subscriptionId: z.uuid(),
  planId: z.string(),
  planName: localizedName(),
  documentsUsed: z.int(),
  documentsIncluded: z.int(),
  cycleStart: z.nullable(z.string()),
  cycleEnd: z.nullable(z.string()),
});

/** `GET /organizations/{organizationId}/dashboard`. */
export const dashboardSchema = z.object({
  organizationId: z.uuid(),
  /** The current month, `YYYY-MM` in Bogotá time (the last of each series). */
  currentMonth: z.string(),
  /** The last 12 months, oldest first (months without usage are present with 0). */
  usage: z.array(usageMonthSchema),
  /** The last 12 months, oldest first (months without payments are present with 0). */
  spending: z.array(spendingMonthSchema),
  /** Net spending of the current calendar year (Bogotá) up to today. */
  spendingYearToDate: z.int(),
  /** The earliest upcoming charges first. */
  upcomingCharges: z.array(upcomingChargeSchema),
  /** Every subscription in service that includes documents, with this period's counts. */
  planUsage: z.array(planUsageSchema),
});

/** An organization's dashboard, parsed. */
export type Dashboard = z.output<typeof dashboardSchema>;

/** One upcoming charge, parsed. */
export type UpcomingCharge = z.output<typeof upcomingChargeSchema>;
