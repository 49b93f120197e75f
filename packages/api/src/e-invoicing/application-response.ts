/**
 * DIAN's answer to a document it validated: a UBL `ApplicationResponse` sent by DIAN to the issuer,
 * accepting the document (response `02`) or rejecting it (`04`), with one line per rule result in
 * DIAN's own wording ("Regla: FAD06, Rechazo: …"). The simulator produces it the way DIAN does; its
 * CUDE follows the formula of DIAN's ApplicationResponse examples.
 * @module
 */
import {
  applicationResponseCude,
  type DianEnvironment,
  dianDocumentUrl,
  dianEnvironmentCode,
  softwareSecurityCode,
} from '@facturo/sdk/co';
import { bogotaDateTime } from './bogota-time';
import { DIAN } from './dian-code-lists';
import { dianExtensions, ublExtensions } from './dian-extensions';
import type { DocumentKind } from './document-identity';
import type { SoftwareIdentity } from './e-invoicing-settings.types';
import { type PartyIdentity, partyTaxScheme } from './ubl-party';
import { el, ublXml } from './xml-tree';

/** One rule's result: a rejection (the document is refused) or a notification (it is accepted anyway). */
export interface ValidationRuleResult {
  /** DIAN's rule code (`FAD06`, `FAJ44b`…). */
  code: string;
  kind: 'rejection' | 'notification';
  /** What the rule found, in Spanish. */
  message: string;
}

/** What an ApplicationResponse answers and how. */
export interface ApplicationResponseInput {
  /** The answer's own number. */
  number: string;
  issuedAt: Date;
  environment: DianEnvironment;
  /** The document answered. */
  document: { kind: DocumentKind; number: string; documentKey: string };
  /** Its issuer, who receives the answer. */
  issuer: PartyIdentity;
  outcome: 'accepted' | 'rejected';
  rules: readonly ValidationRuleResult[];
  /** The answering software: its id and PIN enter the security code and the CUDE. */
  software: SoftwareIdentity;
}

/** A built, unsigned ApplicationResponse. */
export interface BuiltApplicationResponse {
  number: string;
  /** Its CUDE. */
  documentKey: string;
  /** `02` accepted, `04` rejected. */
  responseCode: '02' | '04';
  xml: string;
}

const RESPONSES = {
  accepted: { code: '02', description: 'Documento validado por la DIAN' },
  rejected: { code: '04', description: 'Documento rechazado por la DIAN' },
} as const;

const DOCUMENT_TYPES: Record<DocumentKind, { code: string; name: string; scheme: string }> = {
  invoice: { code: '01', name: 'La Factura electrónica', scheme: 'CUFE-SHA384' },
  'credit-note': { code: '91', name: 'La Nota crédito electrónica', scheme: 'CUDE-SHA384' },
};

function lineResponses(input: ApplicationResponseInput): { code: string; description: string }[] {
  const rejections = input.rules.filter((rule) => rule.kind === 'rejection').length;
  if ((input.outcome === 'rejected') !== rejections > 0) {
    throw new RangeError('A rejected document has at least one rejection rule, and an accepted one none.');
  }
  const lines = input.rules.map((rule) => ({
    code: rule.code,
    description: `Regla: ${rule.code}, ${rule.kind === 'rejection' ? 'Rechazo' : 'Notificación'}: ${rule.message}`,
  }));
  if (input.outcome === 'accepted') {
    const name = DOCUMENT_TYPES[input.document.kind].name;
    lines.push({ code: '0', description: `${name} ${input.document.number}, ha sido autorizada.` });
  }
  return lines;
}

/** Builds DIAN's answer to a validated document; sign it with `signDianDocument`. */
export async function buildApplicationResponse(
  input: ApplicationResponseInput,
): Promise<BuiltApplicationResponse> {
  const { date, time } = bogotaDateTime(input.issuedAt);
  const response = RESPONSES[input.outcome];
  const type = DOCUMENT_TYPES[input.document.kind];
  const lines = lineResponses(input);
  const documentKey = await applicationResponseCude({
    number: input.number,
    issueDate: date,
    issueTime: time,
    senderNit: DIAN.nit,
    receiverId: input.issuer.documentNumber,
    responseCode: response.code,
    documentNumber: input.document.number,
    documentTypeCode: type.code,
    softwarePin: input.software.pin,
  });
  const securityCode = await softwareSecurityCode({
    softwareId: input.software.id,
    softwarePin: input.software.pin,
    number: input.number,
  });
  const environmentCode = dianEnvironmentCode(input.environment);
  const dian: PartyIdentity = {
    legalName: DIAN.name,
    documentType: '31',
    documentNumber: DIAN.nit,
    taxScheme: '01',
  };
  const xml = ublXml('ApplicationResponse', [
    ublExtensions(
      dianExtensions({
        software: input.software,
        securityCode,
        qrContent: dianDocumentUrl(input.document.documentKey, input.environment),
      }),
    ),
    el('cbc:UBLVersionID', 'UBL 2.1'),
    el('cbc:CustomizationID', '1'),
    el('cbc:ProfileID', 'DIAN 2.1'),
    el('cbc:ProfileExecutionID', environmentCode),
    el('cbc:ID', input.number),
    el('cbc:UUID', { schemeID: environmentCode, schemeName: 'CUDE-SHA384' }, documentKey),
    el('cbc:IssueDate', date),
    el('cbc:IssueTime', time),
    el('cac:SenderParty', [partyTaxScheme(dian)]),
    el('cac:ReceiverParty', [partyTaxScheme(input.issuer)]),
    el('cac:DocumentResponse', [
      el('cac:Response', [
        el('cbc:ResponseCode', response.code),
        el('cbc:Description', response.description),
      ]),
      el('cac:DocumentReference', [
        el('cbc:ID', input.document.number),
        el('cbc:UUID', { schemeName: type.scheme }, input.document.documentKey),
        el('cbc:DocumentTypeCode', type.code),
      ]),
      ...lines.map((line, index) =>
        el('cac:LineResponse', [
          el('cac:LineReference', [el('cbc:LineID', String(index + 1))]),
          el('cac:Response', [el('cbc:ResponseCode', line.code), el('cbc:Description', line.description)]),
        ]),
      ),
    ]),
  ]);
  return { number: input.number, documentKey, responseCode: response.code, xml };
}
