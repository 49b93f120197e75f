/**
 * The DIAN values the documents write (Anexo Técnico FE 1.9): fixed identifiers, and the code lists
 * of credit-note correction concepts and payment terms, with the Spanish names the graphic
 * representation prints.
 * @module
 */
import type { TaxSchemeCode } from '@facturo/sdk/co';

/** DIAN itself: the authorization provider of every document, and the sender of its answers. */
export const DIAN = {
  nit: '800197268',
  name: 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales',
} as const;

/** The scheme agency attributes DIAN's identifiers carry (`schemeAgencyID` 195 is DIAN). */
export const DIAN_AGENCY = {
  schemeAgencyID: '195',
  schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)',
} as const;

/**
 * DIAN's signature policy (política de firma v2): its address, and the SHA-256 digest (base64) of
 * that PDF, which every signature declares in `xades:SigPolicyHash`.
 */
export const DIAN_SIGNATURE_POLICY = {
  identifier: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  description: 'Política de firma para facturas electrónicas de la República de Colombia',
  sha256: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
} as const;

/** The tax scheme names the XML writes next to each code (annex 13.2.6.2). */
export const TAX_SCHEME_XML_NAMES: Readonly<Record<TaxSchemeCode, string>> = {
  '01': 'IVA',
  '04': 'INC',
  ZA: 'IVA e INC',
  ZZ: 'No aplica',
};

/** Credit-note correction concepts (`cac:DiscrepancyResponse/cbc:ResponseCode`). */
export const CORRECTION_CONCEPTS = {
  '1': 'Devolución parcial de los bienes y/o no aceptación parcial del servicio',
  '2': 'Anulación de factura electrónica',
  '3': 'Rebaja o descuento parcial o total',
  '4': 'Ajuste de precio',
  '5': 'Descuento comercial por pronto pago',
  '6': 'Descuento comercial por volumen de ventas',
} as const;

/** One of the {@link CORRECTION_CONCEPTS} codes. */
export type CorrectionConceptCode = keyof typeof CORRECTION_CONCEPTS;

/** Payment methods (`cac:PaymentMeans/cbc:ID`): paid on issue, or on credit until the due date. */
export const PAYMENT_METHODS = { cash: '1', credit: '2' } as const;

/** The payment method names, by code. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = { '1': 'Contado', '2': 'Crédito' };

/** The payment means Facturo's payments use (`cbc:PaymentMeansCode`, annex 13.3.4.2). */
export const PAYMENT_MEANS = {
  '1': 'Instrumento no definido',
  '10': 'Efectivo',
  '42': 'Consignación bancaria',
  '47': 'Transferencia débito bancaria',
  '48': 'Tarjeta crédito',
  '49': 'Tarjeta débito',
  ZZZ: 'Acuerdo mutuo',
} as const;

/** One of the {@link PAYMENT_MEANS} codes. */
export type PaymentMeansCode = keyof typeof PAYMENT_MEANS;
