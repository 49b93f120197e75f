/**
 * The electronic invoice (factura electrónica de venta, `Invoice` type 01) as UBL 2.1 XML with DIAN's
 * extensions, built from plain data: the sale (`ElectronicInvoiceInput`) and the deployment's settings.
 * @module
 */
import { parseIsoDate } from '@facturo/sdk/co';
import { bogotaDateTime } from './bogota-time';
import { dianExtensions, ublExtensions } from './dian-extensions';
import { documentAmounts } from './document-amounts';
import { type BuiltDocument, CURRENCY_CODE, documentHeader, documentIdentity } from './document-identity';
import type { ElectronicInvoiceInput } from './document-input.types';
import type { EInvoicingSettings, NumberingAuthorization } from './e-invoicing-settings.types';
import { documentLine, documentTaxTotal, legalMonetaryTotal } from './ubl-amounts';
import { customerParty, resolvePlace, supplierParty } from './ubl-party';
import { paymentMeans } from './ubl-payment';
import { el, ublXml } from './xml-tree';

/**
 * The invoice number for a consecutive: the authorization's prefix followed by it. Throws a
 * `RangeError` when the consecutive is outside the authorized range or the issue date outside the
 * authorization's validity, because DIAN rejects such an invoice and the number must not be used.
 */
export function authorizedInvoiceNumber(
  sequence: number,
  issueDate: string,
  authorization: NumberingAuthorization,
): string {
  const { prefix, rangeFrom, rangeTo, validFrom, validTo, resolutionNumber } = authorization;
  if (!/^[A-Za-z0-9]{0,4}$/.test(prefix)) {
    throw new RangeError(`A DIAN prefix is up to four letters or digits, got "${prefix}".`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < rangeFrom || sequence > rangeTo) {
    throw new RangeError(
      `Consecutive ${sequence} is outside the range ${rangeFrom}–${rangeTo} of resolution ${resolutionNumber}: ` +
        'request a new numbering range from DIAN and configure it.',
    );
  }
  parseIsoDate(issueDate);
  if (issueDate < validFrom || issueDate > validTo) {
    throw new RangeError(
      `Resolution ${resolutionNumber} is valid from ${validFrom} to ${validTo}, not on ${issueDate}: ` +
        'configure a current numbering authorization.',
    );
  }
  return `${prefix}${sequence}`;
}

/**
 * Builds an invoice: amounts from the lines, CUFE from the authorization's technical key, DIAN's
 * extensions, parties with DIVIPOLA names, payment terms, IVA (or its exclusion) per line and in
 * total. The result is unsigned; sign it with `signDianDocument`.
 */
export async function buildElectronicInvoice(
  input: ElectronicInvoiceInput,
  settings: EInvoicingSettings,
): Promise<BuiltDocument> {
  const { authorization, issuer, software } = settings;
  const amounts = documentAmounts(input.lines);
  const { date } = bogotaDateTime(input.issuedAt);
  const number = authorizedInvoiceNumber(input.sequence, date, authorization);
  if (input.payment.dueDate < date) {
    throw new RangeError(`The due date ${input.payment.dueDate} is before the issue date ${date}.`);
  }
  const identity = await documentIdentity('invoice', number, input.issuedAt, input.buyer, amounts, settings);
  const [issuerPlace, buyerPlace] = await Promise.all([
    resolvePlace(issuer.address),
    resolvePlace(input.buyer.address),
  ]);
  const xml = ublXml('Invoice', [
    ublExtensions(
      dianExtensions({
        authorization,
        software,
        securityCode: identity.securityCode,
        qrContent: identity.qrContent,
      }),
    ),
    ...documentHeader(identity, settings),
    el('cbc:DueDate', input.payment.dueDate),
    el('cbc:InvoiceTypeCode', '01'),
    input.note ? el('cbc:Note', input.note) : undefined,
    CURRENCY_CODE,
    el('cbc:LineCountNumeric', String(amounts.lines.length)),
    supplierParty(issuer, issuerPlace, authorization.prefix),
    customerParty(input.buyer, buyerPlace),
    paymentMeans(input.payment),
    documentTaxTotal(amounts),
    legalMonetaryTotal(amounts),
    ...amounts.lines.map((line, index) => documentLine('invoice', line, index + 1)),
  ]);
  const { securityCode: _, ...document } = identity;
  return { ...document, xml };
}
