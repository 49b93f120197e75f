import { PAYMENT_METHODS } from './dian-code-lists';
import type { PaymentTerms } from './document-input.types';
import { el, type XmlElement } from './xml-tree';

/** `cac:PaymentMeans`: contado or crédito, the medio de pago, the due date and the payment's reference. */
export function paymentMeans(terms: PaymentTerms): XmlElement {
  return el('cac:PaymentMeans', [
    el('cbc:ID', PAYMENT_METHODS[terms.method]),
    el('cbc:PaymentMeansCode', terms.meansCode),
    el('cbc:PaymentDueDate', terms.dueDate),
    terms.reference ? el('cbc:PaymentID', terms.reference) : undefined,
  ]);
}
