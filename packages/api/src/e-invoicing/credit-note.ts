/**
 * The credit note (`CreditNote` type 91) that corrects or voids an electronic invoice: UBL 2.1 XML
 * with DIAN's extensions, the correction concept (`cac:DiscrepancyResponse`) and the reference to the
 * invoice's number, CUFE and issue date (`cac:BillingReference`). Its key is the CUDE.
 * @module
 */
import { parseIsoDate } from '@facturo/sdk/co';
import { bogotaDateTime } from './bogota-time';
import { CORRECTION_CONCEPTS } from './dian-code-lists';
import { dianExtensions, ublExtensions } from './dian-extensions';
import { documentAmounts } from './document-amounts';
import { type BuiltDocument, CURRENCY_CODE, documentHeader, documentIdentity } from './document-identity';
import type { CreditNoteInput } from './document-input.types';
import type { EInvoicingSettings } from './e-invoicing-settings.types';
import { documentLine, documentTaxTotal, legalMonetaryTotal } from './ubl-amounts';
import { customerParty, resolvePlace, supplierParty } from './ubl-party';
import { paymentMeans } from './ubl-payment';
import { el, ublXml } from './xml-tree';

function checkCorrection({ correction, prefix, sequence }: CreditNoteInput, issueDate: string): void {
  if (!/^[A-Za-z0-9]{0,4}$/.test(prefix) || !Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(
      `A credit note is numbered with a prefix of up to four letters or digits and a consecutive ≥ 1, got "${prefix}" and ${sequence}.`,
    );
  }
  if (!(correction.concept in CORRECTION_CONCEPTS)) {
    throw new RangeError(`"${correction.concept}" is not a DIAN correction concept (1 to 6).`);
  }
  if (!/^[0-9a-f]{96}$/.test(correction.invoice.cufe)) {
    throw new RangeError(
      `The corrected invoice's CUFE must be 96 lower-case hex characters, got "${correction.invoice.cufe}".`,
    );
  }
  parseIsoDate(correction.invoice.issueDate);
  if (correction.invoice.issueDate > issueDate) {
    throw new RangeError(
      `A credit note issued on ${issueDate} cannot correct invoice ${correction.invoice.number}, issued later (${correction.invoice.issueDate}).`,
    );
  }
}

/**
 * Builds a credit note. Its lines are what is credited (all of the invoice's to void it). The result
 * is unsigned; sign it with `signDianDocument`.
 */
export async function buildCreditNote(
  input: CreditNoteInput,
  settings: EInvoicingSettings,
): Promise<BuiltDocument> {
  const { issuer, software } = settings;
  const { correction } = input;
  checkCorrection(input, bogotaDateTime(input.issuedAt).date);
  const amounts = documentAmounts(input.lines);
  const number = `${input.prefix}${input.sequence}`;
  const identity = await documentIdentity(
    'credit-note',
    number,
    input.issuedAt,
    input.buyer,
    amounts,
    settings,
  );
  const [issuerPlace, buyerPlace] = await Promise.all([
    resolvePlace(issuer.address),
    resolvePlace(input.buyer.address),
  ]);
  const xml = ublXml('CreditNote', [
    ublExtensions(
      dianExtensions({ software, securityCode: identity.securityCode, qrContent: identity.qrContent }),
    ),
    ...documentHeader(identity, settings),
    el('cbc:CreditNoteTypeCode', '91'),
    input.note ? el('cbc:Note', input.note) : undefined,
    CURRENCY_CODE,
    el('cbc:LineCountNumeric', String(amounts.lines.length)),
    el('cac:DiscrepancyResponse', [
      el('cbc:ReferenceID', correction.invoice.number),
      el('cbc:ResponseCode', correction.concept),
      el('cbc:Description', correction.description),
    ]),
    el('cac:BillingReference', [
      el('cac:InvoiceDocumentReference', [
        el('cbc:ID', correction.invoice.number),
        el('cbc:UUID', { schemeName: 'CUFE-SHA384' }, correction.invoice.cufe),
        el('cbc:IssueDate', correction.invoice.issueDate),
      ]),
    ]),
    supplierParty(issuer, issuerPlace, input.prefix),
    customerParty(input.buyer, buyerPlace),
    input.payment && paymentMeans(input.payment),
    documentTaxTotal(amounts),
    legalMonetaryTotal(amounts),
    ...amounts.lines.map((line, index) => documentLine('credit-note', line, index + 1)),
  ]);
  const { securityCode: _, ...document } = identity;
  return { ...document, xml };
}
