import {
  EMPTY_TAXPAYER_FORM,
  type FiscalResponsibilityCode,
  NO_FISCAL_RESPONSIBILITY,
  type StoredTaxpayer,
  type TaxpayerFormValues,
  taxpayerFormValues,
} from '@facturo/sdk/co';

/**
 * The taxpayer part of a portal form: the sdk's {@link TaxpayerFormValues} with the fiscal
 * responsibilities always asked (the portal edits them; the checkout leaves them to the default).
 */
export type TaxpayerValues = TaxpayerFormValues & { fiscalResponsibilities: FiscalResponsibilityCode[] };

/** An empty taxpayer: a persona natural with a cédula, no fiscal responsibilities. */
export const EMPTY_TAXPAYER: TaxpayerValues = {
  ...EMPTY_TAXPAYER_FORM,
  fiscalResponsibilities: [NO_FISCAL_RESPONSIBILITY],
};

/** Form values from a stored taxpayer (editing an organization); the sdk's rule plus the responsibilities. */
export function taxpayerValuesOf(taxpayer: StoredTaxpayer): TaxpayerValues {
  return {
    ...taxpayerFormValues(taxpayer),
    fiscalResponsibilities: [...(taxpayer.fiscalResponsibilities ?? [NO_FISCAL_RESPONSIBILITY])],
  };
}
