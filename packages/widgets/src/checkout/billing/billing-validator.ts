import type { Translate } from '@facturo/sdk/i18n';
import type { BillingInfo } from '@facturo/sdk/schemas';
import type { ValidationResult } from '@facturo/sdk/validation';
import type { BillingValues } from './billing-values';

type ValidateBilling = (values: BillingValues, t: Translate) => ValidationResult<BillingInfo>;

let loaded: ValidateBilling | undefined;

/**
 * Downloads the billing rules (the sdk's billing-information schema). The billing step's code loads
 * with them, so the bag shows without either.
 */
export async function loadBillingValidator(): Promise<void> {
  loaded ??= (await import('../checkout-later')).validateBilling;
}

/**
 * Checks the billing form with the rules {@link loadBillingValidator} downloaded. The form is only
 * submitted (or re-checked) from the billing step, which renders once they are loaded.
 */
export const validateBillingForm: ValidateBilling = (values, t) => {
  if (!loaded) throw new Error('Facturo checkout: the billing rules are checked before they were loaded.');
  return loaded(values, t);
};
