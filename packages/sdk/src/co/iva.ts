import { assertPesos, divideHalfUp } from './money';

/**
 * How IVA (impuesto al valor agregado, Colombia's VAT) applies to a product line: the general 19 %
 * rate, or excluded (art. 476 ET lists cloud software among excluded services; whether a line qualifies
 * is the accountant's call, so the catalogue states it per plan).
 */
export const IVA_TREATMENTS = ['iva_19', 'excluded'] as const;

/** One of {@link IVA_TREATMENTS}. */
export type IvaTreatment = (typeof IVA_TREATMENTS)[number];

/** The general IVA rate, in percent (Ley 1819 de 2016). */
export const IVA_GENERAL_RATE_PERCENT = 19;

/** The IVA rate of a treatment, in percent: 19 or 0. */
export function ivaRatePercent(treatment: IvaTreatment): number {
  return treatment === 'iva_19' ? IVA_GENERAL_RATE_PERCENT : 0;
}

/**
 * IVA on a price before tax, in whole pesos rounded half-up.
 * @example ivaAmount(150_000, 'iva_19') // 28500
 * @example ivaAmount(150_000, 'excluded') // 0
 */
export function ivaAmount(base: number, treatment: IvaTreatment): number {
  assertPesos(base, 'The price before IVA');
  return divideHalfUp(base * ivaRatePercent(treatment), 100);
}

/** A price split into its base, IVA and total, all whole pesos. */
export interface IvaBreakdown {
  /** Price before IVA. */
  base: number;
  /** IVA rate applied, in percent (19 or 0). */
  ratePercent: number;
  /** IVA amount. */
  iva: number;
  /** `base + iva`: what the customer pays. */
  total: number;
}

/**
 * Base, IVA and total of a price before tax.
 * @example ivaBreakdown(15_000, 'iva_19') // { base: 15000, ratePercent: 19, iva: 2850, total: 17850 }
 */
export function ivaBreakdown(base: number, treatment: IvaTreatment): IvaBreakdown {
  const iva = ivaAmount(base, treatment);
  return { base, ratePercent: ivaRatePercent(treatment), iva, total: base + iva };
}

/**
 * The catalogue key of the label shown next to a price: "+ IVA" when IVA is added on top,
 * "IVA excluido" when the line is excluded. Translate it with the sdk's i18n (`t(ivaLabelKey(…))`).
 */
export function ivaLabelKey(treatment: IvaTreatment): 'domain.plusIva' | 'domain.ivaExcluded' {
  return treatment === 'iva_19' ? 'domain.plusIva' : 'domain.ivaExcluded';
}
