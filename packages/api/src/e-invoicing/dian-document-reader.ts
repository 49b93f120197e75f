/**
 * Reads an invoice or credit note back from its XML (signed or not): the single source the graphic
 * representation is drawn from, and what a validator checks the document against, starting with the
 * CUFE/CUDE recomputed from the document's own fields.
 * @module
 */
import { cude, cufe, type DocumentKeyFields } from '@facturo/sdk/co';
import type { DianDocumentData, LineData, PartyData } from './dian-document-data.types';
import {
  attributeAt,
  childElements,
  findElement,
  optionalText,
  parseXml,
  requiredNumber,
  requiredText,
  rootOf,
  type XmlNode,
} from './xml-reader';
import { DOCUMENT_NAMESPACES } from './xml-tree';

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

function party(
  root: XmlNode,
  role: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty',
): PartyData {
  const holder = findElement(root, role);
  const node = holder && findElement(holder, 'cac:Party');
  if (!holder || !node) throw new Error(`The document has no ${role}.`);
  const taxScheme = 'cac:PartyTaxScheme';
  const address = 'cac:PhysicalLocation/cac:Address';
  const legalName = requiredText(node, `${taxScheme}/cbc:RegistrationName`);
  const tradeName = optionalText(node, 'cac:PartyName/cbc:Name');
  return defined({
    legalName,
    tradeName: tradeName === legalName ? undefined : tradeName,
    taxpayerType: requiredText(holder, 'cbc:AdditionalAccountID'),
    documentType: attributeAt(node, `${taxScheme}/cbc:CompanyID`, 'schemeName') ?? '',
    documentNumber: requiredText(node, `${taxScheme}/cbc:CompanyID`),
    checkDigit: attributeAt(node, `${taxScheme}/cbc:CompanyID`, 'schemeID'),
    fiscalResponsibilities: (optionalText(node, `${taxScheme}/cbc:TaxLevelCode`) ?? '')
      .split(';')
      .filter(Boolean),
    taxScheme: requiredText(node, `${taxScheme}/cac:TaxScheme/cbc:ID`),
    taxSchemeName: optionalText(node, `${taxScheme}/cac:TaxScheme/cbc:Name`) ?? '',
    address: defined({
      municipalityCode: requiredText(node, `${address}/cbc:ID`),
      cityName: requiredText(node, `${address}/cbc:CityName`),
      departmentCode: requiredText(node, `${address}/cbc:CountrySubentityCode`),
      departmentName: requiredText(node, `${address}/cbc:CountrySubentity`),
      line: requiredText(node, `${address}/cac:AddressLine/cbc:Line`),
      postalCode: optionalText(node, `${address}/cbc:PostalZone`),
    }),
    email: optionalText(node, 'cac:Contact/cbc:ElectronicMail'),
    phone: optionalText(node, 'cac:Contact/cbc:Telephone'),
  });
}

/** The scheme (`01`, `04`, `03`…) of a `cac:TaxTotal`'s first subtotal. */
const taxSchemeOf = (taxTotal: XmlNode) =>
  optionalText(taxTotal, 'cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID') ?? '';

function line(node: XmlNode): LineData {
  const quantity = findElement(node, 'cbc:InvoicedQuantity')
    ? 'cbc:InvoicedQuantity'
    : 'cbc:CreditedQuantity';
  const iva = childElements(node, 'cac:TaxTotal').find((taxTotal) => taxSchemeOf(taxTotal) === '01');
  return defined({
    code: optionalText(node, 'cac:Item/cac:StandardItemIdentification/cbc:ID') ?? '',
    description: requiredText(node, 'cac:Item/cbc:Description'),
    quantity: requiredNumber(node, quantity),
    unitPrice: requiredNumber(node, 'cac:Price/cbc:PriceAmount'),
    subtotal: requiredNumber(node, 'cbc:LineExtensionAmount'),
    ivaRatePercent: iva ? requiredNumber(iva, 'cac:TaxSubtotal/cac:TaxCategory/cbc:Percent') : undefined,
    iva: iva ? requiredNumber(iva, 'cbc:TaxAmount') : 0,
  });
}

function taxTotals(root: XmlNode): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const taxTotal of childElements(root, 'cac:TaxTotal')) {
    const scheme = taxSchemeOf(taxTotal);
    totals[scheme] = (totals[scheme] ?? 0) + requiredNumber(taxTotal, 'cbc:TaxAmount');
  }
  return totals;
}

function authorization(extensions: XmlNode): DianDocumentData['authorization'] {
  const control = findElement(extensions, 'sts:InvoiceControl');
  if (!control) return undefined;
  return {
    resolutionNumber: requiredText(control, 'sts:InvoiceAuthorization'),
    validFrom: requiredText(control, 'sts:AuthorizationPeriod/cbc:StartDate'),
    validTo: requiredText(control, 'sts:AuthorizationPeriod/cbc:EndDate'),
    prefix: optionalText(control, 'sts:AuthorizedInvoices/sts:Prefix') ?? '',
    rangeFrom: requiredNumber(control, 'sts:AuthorizedInvoices/sts:From'),
    rangeTo: requiredNumber(control, 'sts:AuthorizedInvoices/sts:To'),
  };
}

function kindOf(root: XmlNode): DianDocumentData['kind'] {
  if (root.namespaceURI === DOCUMENT_NAMESPACES.Invoice && root.localName === 'Invoice') return 'invoice';
  if (root.namespaceURI === DOCUMENT_NAMESPACES.CreditNote && root.localName === 'CreditNote')
    return 'credit-note';
  throw new Error(`Expected a UBL Invoice or CreditNote, got ${root.tagName}.`);
}

/** Reads an Invoice or CreditNote; a missing required element throws, naming it. */
export function readDianDocument(xml: string): DianDocumentData {
  const root = rootOf(parseXml(xml));
  const kind = kindOf(root);
  const extensions = findElement(
    root,
    'ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/sts:DianExtensions',
  );
  if (!extensions) throw new Error('The document has no sts:DianExtensions.');
  const taxes = taxTotals(root);
  const payment = findElement(root, 'cac:PaymentMeans');
  const discrepancy = findElement(root, 'cac:DiscrepancyResponse');
  const reference = findElement(root, 'cac:BillingReference/cac:InvoiceDocumentReference');
  const lineName = kind === 'invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  return defined({
    kind,
    number: requiredText(root, 'cbc:ID'),
    documentKey: requiredText(root, 'cbc:UUID'),
    keyScheme: attributeAt(root, 'cbc:UUID', 'schemeName') ?? '',
    environment: requiredText(root, 'cbc:ProfileExecutionID') === '1' ? 'production' : 'test',
    issueDate: requiredText(root, 'cbc:IssueDate'),
    issueTime: requiredText(root, 'cbc:IssueTime'),
    dueDate: optionalText(root, 'cbc:DueDate'),
    note: optionalText(root, 'cbc:Note'),
    issuer: party(root, 'cac:AccountingSupplierParty'),
    buyer: party(root, 'cac:AccountingCustomerParty'),
    authorization: authorization(extensions),
    software: {
      providerNit: requiredText(extensions, 'sts:SoftwareProvider/sts:ProviderID'),
      id: requiredText(extensions, 'sts:SoftwareProvider/sts:SoftwareID'),
      securityCode: requiredText(extensions, 'sts:SoftwareSecurityCode'),
    },
    qrContent: requiredText(extensions, 'sts:QRCode'),
    lines: childElements(root, lineName).map(line),
    totals: {
      subtotal: requiredNumber(root, 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount'),
      taxableBase: requiredNumber(root, 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount'),
      iva: taxes['01'] ?? 0,
      inc: taxes['04'] ?? 0,
      ica: taxes['03'] ?? 0,
      total: requiredNumber(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount'),
    },
    payment:
      payment &&
      defined({
        methodCode: requiredText(payment, 'cbc:ID'),
        meansCode: requiredText(payment, 'cbc:PaymentMeansCode'),
        dueDate: optionalText(payment, 'cbc:PaymentDueDate'),
        reference: optionalText(payment, 'cbc:PaymentID'),
      }),
    correction: discrepancy &&
      reference && {
        invoiceNumber: requiredText(reference, 'cbc:ID'),
        invoiceKey: requiredText(reference, 'cbc:UUID'),
        invoiceIssueDate: requiredText(reference, 'cbc:IssueDate'),
        conceptCode: requiredText(discrepancy, 'cbc:ResponseCode'),
        description: requiredText(discrepancy, 'cbc:Description'),
      },
  });
}

/** The CUFE/CUDE fields a document states (without the technical key or PIN, which it never carries). */
export function documentKeyFieldsOf(data: DianDocumentData): DocumentKeyFields {
  const { totals } = data;
  return {
    number: data.number,
    issueDate: data.issueDate,
    issueTime: data.issueTime,
    subtotal: totals.subtotal,
    iva: totals.iva,
    inc: totals.inc,
    ica: totals.ica,
    total: totals.total,
    issuerNit: data.issuer.documentNumber,
    buyerId: data.buyer.documentNumber,
    environment: data.environment,
  };
}

/**
 * The CUFE (invoice) or CUDE (credit note) recomputed from the document's own fields and the secret
 * it never carries: equal to `documentKey` for an untouched document.
 */
export function recomputedDocumentKey(
  data: DianDocumentData,
  secrets: { technicalKey: string; softwarePin: string },
): Promise<string> {
  const fields = documentKeyFieldsOf(data);
  return data.kind === 'invoice'
    ? cufe({ ...fields, technicalKey: secrets.technicalKey })
    : cude({ ...fields, softwarePin: secrets.softwarePin });
}
