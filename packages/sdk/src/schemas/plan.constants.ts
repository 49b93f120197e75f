/**
 * The catalogue's fixed lists (services, billing cycles, document periods, certificate validity), apart
 * from the plan schema so that code which only needs the lists does not pull the validator in.
 * @module
 */

/** The product lines Facturo sells; each plan belongs to one. */
export const SERVICE_IDS = [
  'electronic_invoicing',
  'electronic_payroll',
  'point_of_sale',
  'health_billing',
  'received_invoices',
  'digital_certificate',
  'einvoicing_api',
] as const;

/** One of {@link SERVICE_IDS}. */
export type ServiceId = (typeof SERVICE_IDS)[number];

/** The period `documentsIncluded` counts over: per month or per year. */
export const DOCUMENTS_PERIODS = ['month', 'year'] as const;

/** One of {@link DOCUMENTS_PERIODS}. */
export type DocumentsPeriod = (typeof DOCUMENTS_PERIODS)[number];

/** How a plan can be paid: every month, or once per year (once per validity for the certificate). */
export const BILLING_CYCLES = ['monthly', 'annual'] as const;

/** One of {@link BILLING_CYCLES}. */
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Validity of a digital certificate, in years. */
export const CERTIFICATE_VALIDITY_YEARS = [1, 2] as const;
