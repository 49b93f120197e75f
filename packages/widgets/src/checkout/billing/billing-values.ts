import type { TaxpayerFormValues } from '@facturo/sdk/co';
import type { AddressZone, MeResponse, Organization } from '@facturo/sdk/schemas';
import type { FieldErrors } from '@facturo/sdk/validation';

/** The billing information form as typed: taxpayer, contact and billing address, flat. */
export interface BillingValues extends TaxpayerFormValues {
  email: string;
  phone: string;
  departmentCode: string;
  municipalityCode: string;
  zone: AddressZone;
  address: string;
  postalCode: string;
}

/** An empty form: a persona natural with a cédula, urban address. */
export const EMPTY_BILLING: BillingValues = {
  taxpayerType: '2',
  documentType: '13',
  documentNumber: '',
  companyName: '',
  commercialName: '',
  firstName: '',
  secondName: '',
  firstSurname: '',
  secondSurname: '',
  ivaResponsible: false,
  electronicBiller: false,
  email: '',
  phone: '',
  departmentCode: '',
  municipalityCode: '',
  zone: 'urban',
  address: '',
  postalCode: '',
};

const text = (value: string | null | undefined) => value ?? '';

/**
 * The form prefilled with what Facturo already knows: the organization the purchase is for (its
 * taxpayer, address, invoice e-mail and phone), else the buyer's profile (their taxpayer data, e-mail
 * and cell phone). The buyer can change every field.
 */
export function prefillBilling(
  user: MeResponse['userData'] | null,
  organization: Organization | null,
): BillingValues {
  const values: BillingValues = { ...EMPTY_BILLING };
  const taxpayer = organization?.taxpayer ?? user;
  if (taxpayer) {
    Object.assign(values, {
      taxpayerType: taxpayer.taxpayerType,
      documentType: taxpayer.documentType,
      documentNumber: taxpayer.documentNumber,
      companyName: text(taxpayer.companyName),
      commercialName: text(taxpayer.commercialName),
      firstName: text(taxpayer.firstName),
      secondName: text(taxpayer.secondName),
      firstSurname: text(taxpayer.firstSurname),
      secondSurname: text(taxpayer.secondSurname),
      ivaResponsible: taxpayer.ivaResponsible,
      electronicBiller: taxpayer.electronicBiller,
    });
  }
  values.email = text(organization?.email ?? user?.email);
  values.phone = text(organization?.phone ?? user?.cellphone ?? user?.phone);
  const address = organization?.billingAddress;
  if (address) {
    Object.assign(values, {
      departmentCode: address.departmentCode,
      municipalityCode: address.municipalityCode,
      zone: address.zone,
      address: address.address,
      postalCode: text(address.postalCode),
    });
  }
  return values;
}

/** Errors keyed by the form's flat field names (`taxpayer.firstName` and `billingInfo.email` alike). */
export function flattenFieldErrors(errors: FieldErrors): FieldErrors {
  const flat: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.').at(-1) ?? '_';
    flat[field] = [...(flat[field] ?? []), ...messages];
  }
  return flat;
}
