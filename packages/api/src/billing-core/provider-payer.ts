import type { BillingInfo, Taxpayer } from '@facturo/sdk/schemas';
import type { ChargeRequest } from '../payment-providers/payment-provider';

// Mercado Pago Colombia's identification types for the DIAN document types.
const IDENTIFICATION_TYPES: Record<string, string> = { '13': 'CC', '22': 'CE', '31': 'NIT' };

/** The payer as the provider wants it, from the invoice's billing information. */
export function payerOf(billingInfo: BillingInfo): ChargeRequest['payer'] {
  const taxpayer = billingInfo.taxpayer as Taxpayer;
  const legal = taxpayer.companyName;
  return {
    email: billingInfo.email,
    firstName: legal ?? taxpayer.firstName ?? '',
    lastName: legal ? '' : [taxpayer.firstSurname, taxpayer.secondSurname].filter(Boolean).join(' '),
    identification: {
      type: IDENTIFICATION_TYPES[taxpayer.documentType] ?? 'Otro',
      number: taxpayer.documentNumber,
    },
  };
}
