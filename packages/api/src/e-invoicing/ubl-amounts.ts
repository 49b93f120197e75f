/**
 * The money parts of a UBL document: lines, IVA and the monetary totals, in COP with two decimals.
 * IVA-excluded lines carry no tax at all, as in DIAN's "Excluido de IVA" example: no `cac:TaxTotal` on
 * the line, and their amount is outside the taxable base (`TaxExclusiveAmount`). A document whose lines
 * are all excluded has no `cac:TaxTotal`.
 * @module
 */
import { formatDianAmount, IVA_GENERAL_RATE_PERCENT } from '@facturo/sdk/co';
import type { DocumentAmounts, LineAmounts } from './document-amounts';
import { el, type XmlElement } from './xml-tree';

/** UN/ECE unit code "94" (unidad): Facturo sells services by the unit. */
const UNIT_CODE = '94';

const money = (name: XmlElement['name'], amount: number) =>
  el(name, { currencyID: 'COP' }, formatDianAmount(amount));

function ivaTaxTotal(base: number, iva: number): XmlElement {
  return el('cac:TaxTotal', [
    money('cbc:TaxAmount', iva),
    el('cac:TaxSubtotal', [
      money('cbc:TaxableAmount', base),
      money('cbc:TaxAmount', iva),
      el('cac:TaxCategory', [
        el('cbc:Percent', IVA_GENERAL_RATE_PERCENT.toFixed(2)),
        el('cac:TaxScheme', [el('cbc:ID', '01'), el('cbc:Name', 'IVA')]),
      ]),
    ]),
  ]);
}

/** The document's `cac:TaxTotal`: IVA on the taxable base, or nothing when every line is excluded. */
export function documentTaxTotal(amounts: DocumentAmounts): XmlElement | undefined {
  const taxed = amounts.lines.some((line) => line.ivaTreatment !== 'excluded');
  return taxed ? ivaTaxTotal(amounts.taxableBase, amounts.iva) : undefined;
}

/** `cac:LegalMonetaryTotal`: before taxes, taxable base, with taxes, payable. */
export function legalMonetaryTotal(amounts: DocumentAmounts): XmlElement {
  return el('cac:LegalMonetaryTotal', [
    money('cbc:LineExtensionAmount', amounts.subtotal),
    money('cbc:TaxExclusiveAmount', amounts.taxableBase),
    money('cbc:TaxInclusiveAmount', amounts.total),
    money('cbc:PayableAmount', amounts.total),
  ]);
}

/** `cac:InvoiceLine` or `cac:CreditNoteLine` number `position` (from 1). */
export function documentLine(
  kind: 'invoice' | 'credit-note',
  line: LineAmounts,
  position: number,
): XmlElement {
  const quantity = line.quantity.toFixed(2);
  const [lineName, quantityName] =
    kind === 'invoice'
      ? (['cac:InvoiceLine', 'cbc:InvoicedQuantity'] as const)
      : (['cac:CreditNoteLine', 'cbc:CreditedQuantity'] as const);
  return el(lineName, [
    el('cbc:ID', String(position)),
    el(quantityName, { unitCode: UNIT_CODE }, quantity),
    money('cbc:LineExtensionAmount', line.subtotal),
    kind === 'invoice' ? el('cbc:FreeOfChargeIndicator', 'false') : undefined,
    line.ivaTreatment === 'excluded' ? undefined : ivaTaxTotal(line.subtotal, line.iva),
    el('cac:Item', [
      el('cbc:Description', line.description),
      el('cac:StandardItemIdentification', [
        el('cbc:ID', { schemeID: '999', schemeName: 'Estándar de adopción del contribuyente' }, line.code),
      ]),
    ]),
    el('cac:Price', [
      money('cbc:PriceAmount', line.unitPrice),
      el('cbc:BaseQuantity', { unitCode: UNIT_CODE }, quantity),
    ]),
  ]);
}
