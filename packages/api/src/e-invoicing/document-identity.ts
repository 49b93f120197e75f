/**
 * What identifies an invoice or credit note and starts its XML: number, Bogotá date and time, CUFE or
 * CUDE, software security code and QR, all computed by the sdk's DIAN functions from the same amounts
 * the XML writes, so the keys always match the document.
 * @module
 */
import {
  cude,
  cufe,
  type DocumentKeyFields,
  dianEnvironmentCode,
  dianQrContent,
  type IsoDate,
  softwareSecurityCode,
} from '@facturo/sdk/co';
import { bogotaDateTime } from './bogota-time';
import type { DocumentAmounts } from './document-amounts';
import type { EInvoicingSettings, Party } from './e-invoicing-settings.types';
import { el, type XmlElement } from './xml-tree';

/** An invoice (`01`) or a credit note (`91`). */
export type DocumentKind = 'invoice' | 'credit-note';

/** A built, not yet signed, document and what identifies it. */
export interface BuiltDocument {
  kind: DocumentKind;
  /** Prefix and consecutive (`SETP990000002`). */
  number: string;
  issueDate: IsoDate;
  /** `HH:MM:SS-05:00`. */
  issueTime: string;
  /** The CUFE (invoice) or CUDE (credit note). */
  documentKey: string;
  /** The QR text, as in `sts:QRCode`. */
  qrContent: string;
  /** The UBL XML, unsigned: pass it to `signDianDocument`. */
  xml: string;
}

/** The identity of a document before its XML is written. */
export type DocumentIdentity = Omit<BuiltDocument, 'xml'> & { securityCode: string };

/** Number, date, time, key, QR and security code of a document. */
export async function documentIdentity(
  kind: DocumentKind,
  number: string,
  issuedAt: Date,
  buyer: Party,
  amounts: DocumentAmounts,
  settings: EInvoicingSettings,
): Promise<DocumentIdentity> {
  const { date, time } = bogotaDateTime(issuedAt);
  const { issuer, software, environment } = settings;
  const fields: DocumentKeyFields = {
    number,
    issueDate: date,
    issueTime: time,
    subtotal: amounts.subtotal,
    iva: amounts.iva,
    total: amounts.total,
    issuerNit: issuer.documentNumber,
    buyerId: buyer.documentNumber,
    environment,
  };
  const documentKey =
    kind === 'invoice'
      ? await cufe({ ...fields, technicalKey: settings.authorization.technicalKey })
      : await cude({ ...fields, softwarePin: software.pin });
  return {
    kind,
    number,
    issueDate: date,
    issueTime: time,
    documentKey,
    qrContent: dianQrContent({
      ...fields,
      documentKey,
      keyName: kind === 'invoice' ? 'CUFE' : 'CUDE',
    }),
    securityCode: await softwareSecurityCode({ softwareId: software.id, softwarePin: software.pin, number }),
  };
}

const PROFILES: Record<DocumentKind, { customization: string; profile: string; scheme: string }> = {
  // 10: operación estándar; 20: nota crédito que referencia una factura electrónica.
  invoice: { customization: '10', profile: 'DIAN 2.1: Factura Electrónica de Venta', scheme: 'CUFE-SHA384' },
  'credit-note': {
    customization: '20',
    profile: 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta',
    scheme: 'CUDE-SHA384',
  },
};

/** The elements every invoice and credit note starts with, from `cbc:UBLVersionID` to `cbc:IssueTime`. */
export function documentHeader(identity: DocumentIdentity, settings: EInvoicingSettings): XmlElement[] {
  const profile = PROFILES[identity.kind];
  const environmentCode = dianEnvironmentCode(settings.environment);
  return [
    el('cbc:UBLVersionID', 'UBL 2.1'),
    el('cbc:CustomizationID', profile.customization),
    el('cbc:ProfileID', profile.profile),
    el('cbc:ProfileExecutionID', environmentCode),
    el('cbc:ID', identity.number),
    el('cbc:UUID', { schemeID: environmentCode, schemeName: profile.scheme }, identity.documentKey),
    el('cbc:IssueDate', identity.issueDate),
    el('cbc:IssueTime', identity.issueTime),
  ];
}

/** `cbc:DocumentCurrencyCode`: always COP, with the ISO 4217 list attributes DIAN's examples carry. */
export const CURRENCY_CODE = el(
  'cbc:DocumentCurrencyCode',
  {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listID: 'ISO 4217 Alpha',
  },
  'COP',
);
