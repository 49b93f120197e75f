import type { BillingMode } from '@facturo/sdk/billing';
import type { Generated } from 'kysely';
import type { AdjustmentStatus } from '../../billing-core/adjustment-line';

/** `billing_schedules`: an organization's billing date (no row: `individual`). */
export interface BillingSchedulesTable {
  organizationId: string;
  mode: BillingMode;
  day: number | null;
  updatedBy: string | null;
  updatedAt: Date;
}

/**
 * `billing_adjustments`: the partial charges a billing-date change scheduled, exactly as
 * `planBillingDateChange` computed them; the renewal on `adjustmentDate` invoices them.
 */
export interface BillingAdjustmentsTable {
  id: Generated<string>;
  organizationId: string;
  subscriptionId: string;
  adjustmentDate: string;
  adjustmentDays: number;
  adjustmentCost: number;
  newNextDueDate: string;
  /** The day of the month the subscription renews on once the adjustment is paid. */
  anchorDay: number;
  status: AdjustmentStatus;
  createdAt: Date;
}

declare module '../../db/database.types' {
  interface Database {
    billingSchedules: BillingSchedulesTable;
    billingAdjustments: BillingAdjustmentsTable;
  }
}
