import { extraDocumentsCharge, pricePlan } from '@facturo/sdk/billing';
import {
  formatCOP,
  type IsoDate,
  type IvaTreatment,
  ivaAmount,
  ivaRatePercent,
  type LocalizedText,
} from '@facturo/sdk/co';
import type { BillingCycle } from '@facturo/sdk/schemas';
import type { CataloguePlan } from './catalogue-plans';

/** What a line charges for (`INVOICE_LINE_KINDS`); the `invoice_lines.kind` column holds one. */
export type InvoiceLineKind =
  | 'plan'
  | 'renewal'
  | 'billing_adjustment'
  | 'plan_change'
  | 'extra_documents'
  | 'reconnection_fee';

/** A line to put on an invoice, before its amounts are computed. Prices are whole pesos before IVA. */
export interface NewLine {
  kind: InvoiceLineKind;
  description: LocalizedText;
  planId?: string | null;
  subscriptionId?: string | null;
  billingCycle?: BillingCycle | null;
  quantity: number;
  unitPrice: number;
  ivaTreatment: IvaTreatment;
  /** Plan lines: the IVA of one unit as `pricePlan` computed it, so the line equals the pricing table. */
  unitIva?: number;
  periodStart?: IsoDate | null;
  periodEnd?: IsoDate | null;
  /** Makes a line the billing job writes idempotent (`renewal:<subscription>:<period start>`). */
  lineKey?: string | null;
  adjustmentId?: string | null;
}

/** A line's subtotal, IVA rate, IVA and total (discounts are not offered yet, so 0). */
export function lineAmounts(line: NewLine) {
  const subtotal = line.quantity * line.unitPrice;
  const iva =
    line.unitIva !== undefined ? line.quantity * line.unitIva : ivaAmount(subtotal, line.ivaTreatment);
  return {
    discount: 0,
    subtotal,
    ivaRatePercent: ivaRatePercent(line.ivaTreatment),
    iva,
    total: subtotal + iva,
  };
}

const CYCLE_NAMES: Record<BillingCycle, LocalizedText> = {
  monthly: { es: 'mensual', en: 'monthly' },
  annual: { es: 'anual', en: 'annual' },
};

/** "Facturación electrónica · Empresarial (anual)"; the certificate names its validity instead. */
export function planLabel({ plan, serviceName }: CataloguePlan, cycle: BillingCycle): LocalizedText {
  const years = plan.certificateValidityYears;
  const term: LocalizedText = years
    ? { es: years === 1 ? '1 año' : `${years} años`, en: years === 1 ? '1 year' : `${years} years` }
    : CYCLE_NAMES[cycle];
  return {
    es: `${serviceName.es} · ${plan.name.es} (${term.es})`,
    en: `${serviceName.en} · ${plan.name.en} (${term.en})`,
  };
}

/**
 * One cycle of a plan, priced by the sdk (`cycles[cycle]`): `plan` when bought, `renewal` when renewed.
 * Throws for a monthly line on an annual-only plan (checkout refuses those before).
 */
export function planCycleLine(
  catalogue: CataloguePlan,
  cycle: BillingCycle,
  kind: 'plan' | 'renewal',
  extra: Pick<NewLine, 'subscriptionId' | 'periodStart' | 'periodEnd' | 'lineKey'> = {},
): NewLine {
  const price = pricePlan(catalogue.plan).cycles[cycle];
  if (!price) throw new Error(`Plan ${catalogue.plan.id} has no ${cycle} price.`);
  const label = planLabel(catalogue, cycle);
  return {
    kind,
    description: kind === 'renewal' ? { es: `Renovación · ${label.es}`, en: `Renewal · ${label.en}` } : label,
    planId: catalogue.plan.id,
    billingCycle: cycle,
    quantity: 1,
    unitPrice: price.price,
    unitIva: price.iva,
    ivaTreatment: catalogue.plan.ivaTreatment,
    ...extra,
  };
}

/** Documents beyond the allowance, each at the sdk's `extraDocumentsCharge` for one (800 COP). */
export function extraDocumentsLine(
  catalogue: CataloguePlan,
  cycle: BillingCycle,
  count: number,
  subscriptionId: string,
  lineKey: string,
): NewLine {
  const label = planLabel(catalogue, cycle);
  // The charge of one document beyond an allowance of none: the line's unit price is the sdk's rule.
  const price = extraDocumentsCharge(1, 0);
  return {
    kind: 'extra_documents',
    description: {
      es: `Documentos adicionales · ${label.es}: ${count} × ${formatCOP(price, 'es')}`,
      en: `Extra documents · ${label.en}: ${count} × ${formatCOP(price, 'en')}`,
    },
    planId: catalogue.plan.id,
    subscriptionId,
    quantity: count,
    unitPrice: price,
    ivaTreatment: catalogue.plan.ivaTreatment,
    lineKey,
  };
}

/** The reconnection fee of a suspended subscription (the sdk's `reconnectionFee`). */
export function reconnectionLine(
  catalogue: CataloguePlan,
  cycle: BillingCycle,
  fee: number,
  subscriptionId: string,
  lineKey: string,
): NewLine {
  const label = planLabel(catalogue, cycle);
  return {
    kind: 'reconnection_fee',
    description: { es: `Reconexión · ${label.es}`, en: `Reconnection fee · ${label.en}` },
    planId: catalogue.plan.id,
    subscriptionId,
    quantity: 1,
    unitPrice: fee,
    ivaTreatment: catalogue.plan.ivaTreatment,
    lineKey,
  };
}
