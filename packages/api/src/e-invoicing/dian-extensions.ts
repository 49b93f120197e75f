/**
 * `ext:UBLExtensions`: DIAN's extension (`sts:DianExtensions`: numbering authorization, software,
 * security code, authorization provider and QR) and the empty slot the XAdES signature goes into.
 * @module
 */
import { nitCheckDigit } from '@facturo/sdk/co';
import { DIAN, DIAN_AGENCY } from './dian-code-lists';
import type { NumberingAuthorization, SoftwareIdentity } from './e-invoicing-settings.types';
import { el, type XmlElement } from './xml-tree';

/** What `sts:DianExtensions` declares. */
export interface DianExtensionsContent {
  /** Invoices declare their numbering authorization; notes and answers do not. */
  authorization?: NumberingAuthorization;
  software: SoftwareIdentity;
  /** `softwareSecurityCode` of the software and the document number. */
  securityCode: string;
  /** The QR text (`dianQrContent`), or DIAN's query address of the document answered. */
  qrContent: string;
}

function invoiceControl(authorization: NumberingAuthorization): XmlElement {
  return el('sts:InvoiceControl', [
    el('sts:InvoiceAuthorization', authorization.resolutionNumber),
    el('sts:AuthorizationPeriod', [
      el('cbc:StartDate', authorization.validFrom),
      el('cbc:EndDate', authorization.validTo),
    ]),
    el('sts:AuthorizedInvoices', [
      el('sts:Prefix', authorization.prefix),
      el('sts:From', String(authorization.rangeFrom)),
      el('sts:To', String(authorization.rangeTo)),
    ]),
  ]);
}

/** `sts:DianExtensions` in the order DIAN's schema (`DIAN_UBL_Structures.xsd`) requires. */
export function dianExtensions(content: DianExtensionsContent): XmlElement {
  const { software } = content;
  return el('sts:DianExtensions', [
    content.authorization && invoiceControl(content.authorization),
    el('sts:InvoiceSource', [
      el(
        'cbc:IdentificationCode',
        {
          listAgencyID: '6',
          listAgencyName: 'United Nations Economic Commission for Europe',
          listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
        },
        'CO',
      ),
    ]),
    el('sts:SoftwareProvider', [
      el(
        'sts:ProviderID',
        { ...DIAN_AGENCY, schemeID: String(nitCheckDigit(software.providerNit)), schemeName: '31' },
        software.providerNit,
      ),
      el('sts:SoftwareID', DIAN_AGENCY, software.id),
    ]),
    el('sts:SoftwareSecurityCode', DIAN_AGENCY, content.securityCode),
    el('sts:AuthorizationProvider', [
      el(
        'sts:AuthorizationProviderID',
        { ...DIAN_AGENCY, schemeID: String(nitCheckDigit(DIAN.nit)), schemeName: '31' },
        DIAN.nit,
      ),
    ]),
    el('sts:QRCode', content.qrContent),
  ]);
}

/**
 * `ext:UBLExtensions`: DIAN's extension first when given, then an empty `ext:ExtensionContent` where
 * `signDianDocument` puts the signature.
 */
export function ublExtensions(dian?: XmlElement): XmlElement {
  return el('ext:UBLExtensions', [
    dian && el('ext:UBLExtension', [el('ext:ExtensionContent', [dian])]),
    el('ext:UBLExtension', [el('ext:ExtensionContent')]),
  ]);
}
