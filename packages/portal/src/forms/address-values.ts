import type { AddressZone, BillingAddress } from '@facturo/sdk/schemas';

/** The billing-address part of a form, flat and as typed. */
export interface AddressValues {
  departmentCode: string;
  municipalityCode: string;
  zone: AddressZone;
  address: string;
  postalCode: string;
  [key: string]: unknown;
}

/** An empty address (urban, as most billing addresses are). */
export const EMPTY_ADDRESS: AddressValues = {
  departmentCode: '',
  municipalityCode: '',
  zone: 'urban',
  address: '',
  postalCode: '',
};

/** The address the API expects; a blank postal code is left out. */
export function addressOf(values: AddressValues): Record<string, unknown> {
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
export function addressValuesOf(address: BillingAddress): AddressValues {
  return {
    departmentCode: address.departmentCode,
    municipalityCode: address.municipalityCode,
    zone: address.zone,
    address: address.address,
    postalCode: address.postalCode ?? '',
  };
}

/**
 * Errors of a nested request body (`taxpayer.documentNumber`, `billingAddress.zone`) keyed by the flat
 * form field they belong to (`documentNumber`, `zone`).
 */
export function flattenErrorPaths(errors: Record<string, string[]>): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.replace(/^(taxpayer|billingAddress)\./, '');
    flat[field] = [...(flat[field] ?? []), ...messages];
  }
  return flat;
}
