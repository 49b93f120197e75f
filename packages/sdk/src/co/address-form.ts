import type { AddressZone, BillingAddress, BillingAddressInput } from '../schemas/address.schema';

/** The billing-address part of a form, flat and as typed. */
export interface AddressFormValues extends Record<string, unknown> {
  departmentCode: string;
  municipalityCode: string;
  zone: AddressZone;
  address: string;
  postalCode: string;
}

/** An empty address (urban, as most billing addresses are). */
export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  departmentCode: '',
  municipalityCode: '',
  zone: 'urban',
  address: '',
  postalCode: '',
};

/** The address as the billing-address schema takes it; a blank postal code is left out. */
export function addressInput(values: AddressFormValues): BillingAddressInput {
  return {
    country: 'CO',
    departmentCode: values.departmentCode,
    municipalityCode: values.municipalityCode,
    zone: values.zone,
    address: values.address,
    ...(values.postalCode.trim() ? { postalCode: values.postalCode } : {}),
  };
}

/** Form values from a stored address. */
export function addressFormValues(address: BillingAddress): AddressFormValues {
  return {
    departmentCode: address.departmentCode,
    municipalityCode: address.municipalityCode,
    zone: address.zone,
    address: address.address,
    postalCode: address.postalCode ?? '',
  };
}
