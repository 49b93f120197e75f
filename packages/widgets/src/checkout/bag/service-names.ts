import type { TranslationKey } from '@facturo/sdk/i18n';
import type { ServiceId } from '@facturo/sdk/schemas';

const KEYS: Record<ServiceId, TranslationKey> = {
  electronic_invoicing: 'checkout.serviceElectronicInvoicing',
  electronic_payroll: 'checkout.serviceElectronicPayroll',
  point_of_sale: 'checkout.servicePointOfSale',
  health_billing: 'checkout.serviceHealthBilling',
  received_invoices: 'checkout.serviceReceivedInvoices',
  digital_certificate: 'checkout.serviceDigitalCertificate',
  einvoicing_api: 'checkout.serviceEinvoicingApi',
};

/** The catalogue key of a service's name ("Facturación electrónica"). */
export function serviceNameKey(service: ServiceId): TranslationKey {
  return KEYS[service];
}
