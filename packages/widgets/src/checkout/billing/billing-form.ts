import { taxpayerInput } from '@facturo/sdk/co';
import type { Translate } from '@facturo/sdk/i18n';
import { type BillingInfo, billingInfoSchema } from '@facturo/sdk/schemas';
import { type ValidationResult, validate } from '@facturo/sdk/validation';
import { type BillingValues, flattenFieldErrors } from './billing-values';

/** Checks the form with the sdk's billing-information schema (the API's own rules and messages). */
export function validateBilling(values: BillingValues, t: Translate): ValidationResult<BillingInfo> {
  const result = validate(
    billingInfoSchema,
    {
      taxpayer: taxpayerInput(values),
      billingAddress: {
        country: 'CO',
        departmentCode: values.departmentCode,
        municipalityCode: values.municipalityCode,
        zone: values.zone,
        address: values.address,
        postalCode: values.postalCode,
      },
      email: values.email,
      phone: values.phone.trim() ? values.phone : undefined,
    },
    t,
  );
  return result.success ? result : { success: false, fieldErrors: flattenFieldErrors(result.fieldErrors) };
}
