/**
 * The parties of a UBL document (issuer, buyer, and the sender and receiver of containers and answers)
 * written as DIAN's annex asks: NIT with its check digit in `schemeID`, document type in `schemeName`,
 * DIVIPOLA codes with their official names, fiscal responsibilities and tax scheme.
 * @module
 */
import {
  departments,
  findMunicipality,
  NIT_DOCUMENT_TYPE,
  nitCheckDigit,
  type TaxSchemeCode,
} from '@facturo/sdk/co';
import { DIAN_AGENCY, TAX_SCHEME_XML_NAMES } from './dian-code-lists';
import type { Issuer, Party, PartyAddress } from './e-invoicing-settings.types';
import { el, type XmlElement } from './xml-tree';

/** An address with DIVIPOLA's names resolved. */
export interface Place extends PartyAddress {
  cityName: string;
  departmentCode: string;
  departmentName: string;
}

/** An address with its municipality's and department's official names; an unknown code throws. */
export async function resolvePlace(address: PartyAddress): Promise<Place> {
  const municipality = await findMunicipality(address.municipalityCode);
  if (!municipality) {
    throw new RangeError(
      `"${address.municipalityCode}" is not a DIVIPOLA municipality code (five digits, e.g. 05001 Medellín).`,
    );
  }
  const department = (await departments()).find((item) => item.code === municipality.departmentCode);
  return {
    ...address,
    cityName: municipality.name,
    departmentCode: municipality.departmentCode,
    departmentName: department?.name ?? municipality.departmentCode,
  };
}

/** Who a party is, enough for `cac:PartyTaxScheme`: a `Party`, or one read back from a document. */
export interface PartyIdentity {
  legalName: string;
  documentType: string;
  documentNumber: string;
  taxScheme: string;
  /** The scheme's name as written; by default the annex's name of `taxScheme`. */
  taxSchemeName?: string;
  fiscalResponsibilities?: readonly string[];
}

/** The attributes of a party's identifier: a NIT carries its check digit and DIAN as agency. */
export function identifierAttributes(party: Pick<PartyIdentity, 'documentType' | 'documentNumber'>) {
  const isNit = party.documentType === NIT_DOCUMENT_TYPE;
  return {
    ...(isNit ? DIAN_AGENCY : {}),
    schemeID: isNit ? String(nitCheckDigit(party.documentNumber)) : undefined,
    schemeName: party.documentType,
  };
}

function addressContent(place: Place): XmlElement[] {
  return [
    el('cbc:ID', place.municipalityCode),
    el('cbc:CityName', place.cityName),
    place.postalCode ? el('cbc:PostalZone', place.postalCode) : undefined,
    el('cbc:CountrySubentity', place.departmentName),
    el('cbc:CountrySubentityCode', place.departmentCode),
    el('cac:AddressLine', [el('cbc:Line', place.line)]),
    el('cac:Country', [el('cbc:IdentificationCode', 'CO'), el('cbc:Name', { languageID: 'es' }, 'Colombia')]),
  ].filter((element): element is XmlElement => element !== undefined);
}

function companyId(party: Pick<PartyIdentity, 'documentType' | 'documentNumber'>): XmlElement {
  return el('cbc:CompanyID', identifierAttributes(party), party.documentNumber);
}

/** `cac:PartyTaxScheme`; with `place`, its `cac:RegistrationAddress` too. */
export function partyTaxScheme(party: PartyIdentity, place?: Place): XmlElement {
  return el('cac:PartyTaxScheme', [
    el('cbc:RegistrationName', party.legalName),
    companyId(party),
    party.fiscalResponsibilities && el('cbc:TaxLevelCode', party.fiscalResponsibilities.join(';')),
    place && el('cac:RegistrationAddress', addressContent(place)),
    el('cac:TaxScheme', [
      el('cbc:ID', party.taxScheme),
      el('cbc:Name', party.taxSchemeName ?? TAX_SCHEME_XML_NAMES[party.taxScheme as TaxSchemeCode] ?? ''),
    ]),
  ]);
}

function partyContent(party: Party, place: Place, registrationScheme: XmlElement | undefined) {
  return [
    el('cac:PartyName', [el('cbc:Name', party.tradeName ?? party.legalName)]),
    el('cac:PhysicalLocation', [el('cac:Address', addressContent(place))]),
    partyTaxScheme(party, place),
    el('cac:PartyLegalEntity', [
      el('cbc:RegistrationName', party.legalName),
      companyId(party),
      registrationScheme,
    ]),
    el('cac:Contact', [
      party.phone ? el('cbc:Telephone', party.phone) : undefined,
      el('cbc:ElectronicMail', party.email),
    ]),
  ];
}

/**
 * `cac:AccountingSupplierParty`. `prefix` is the document's numbering prefix, which the annex puts in
 * `CorporateRegistrationScheme/ID` next to the matrícula mercantil.
 */
export function supplierParty(issuer: Issuer, place: Place, prefix: string): XmlElement {
  const registration = el('cac:CorporateRegistrationScheme', [
    el('cbc:ID', prefix),
    issuer.commercialRegistration ? el('cbc:Name', issuer.commercialRegistration) : undefined,
  ]);
  return el('cac:AccountingSupplierParty', [
    el('cbc:AdditionalAccountID', issuer.taxpayerType),
    el('cac:Party', partyContent(issuer, place, registration)),
  ]);
}

/** `cac:AccountingCustomerParty`, with `PartyIdentification` for buyers of every document type. */
export function customerParty(buyer: Party, place: Place): XmlElement {
  const [name, ...rest] = partyContent(buyer, place, undefined);
  return el('cac:AccountingCustomerParty', [
    el('cbc:AdditionalAccountID', buyer.taxpayerType),
    el('cac:Party', [
      el('cac:PartyIdentification', [el('cbc:ID', identifierAttributes(buyer), buyer.documentNumber)]),
      name,
      ...rest,
    ]),
  ]);
}
