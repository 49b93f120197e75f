/**
 * The container delivered to the buyer (UBL `AttachedDocument`): the signed invoice or credit note and
 * DIAN's signed ApplicationResponse, each embedded whole as CDATA, with the validation result. It is
 * built from those two documents alone, so what it states cannot disagree with them.
 * @module
 */
import { dianEnvironmentCode } from '@facturo/sdk/co';
import { bogotaDateTime } from './bogota-time';
import { DIAN } from './dian-code-lists';
import { readDianDocument } from './dian-document-reader';
import { ublExtensions } from './dian-extensions';
import { partyTaxScheme } from './ubl-party';
import { optionalText, parseXml, requiredText, rootOf } from './xml-reader';
import { el, ublXml, type XmlElement } from './xml-tree';

/** What goes in the container. */
export interface AttachedDocumentInput {
  /** The signed invoice or credit note, byte for byte as stored. */
  signedDocument: string;
  /** DIAN's signed ApplicationResponse to it. */
  applicationResponse: string;
  issuedAt: Date;
  /** The container's own number; the document's number by default. */
  number?: string;
}

function embedded(xml: string): XmlElement {
  return el('cac:Attachment', [
    el('cac:ExternalReference', [
      el('cbc:MimeCode', 'text/xml'),
      el('cbc:EncodingCode', 'UTF-8'),
      el('cbc:Description', { cdata: xml }),
    ]),
  ]);
}

function answerOf(xml: string) {
  const root = rootOf(parseXml(xml));
  if (root.localName !== 'ApplicationResponse') {
    throw new Error(`Expected DIAN's ApplicationResponse, got ${root.tagName}.`);
  }
  return {
    issueDate: requiredText(root, 'cbc:IssueDate'),
    issueTime: requiredText(root, 'cbc:IssueTime'),
    resultCode: requiredText(root, 'cac:DocumentResponse/cac:Response/cbc:ResponseCode'),
    answeredKey: optionalText(root, 'cac:DocumentResponse/cac:DocumentReference/cbc:UUID'),
  };
}

/** Builds the container; sign it with `signDianDocument` before sending it. */
export function buildAttachedDocument(input: AttachedDocumentInput): { number: string; xml: string } {
  const document = readDianDocument(input.signedDocument);
  const answer = answerOf(input.applicationResponse);
  if (answer.answeredKey !== document.documentKey) {
    throw new Error(`The ApplicationResponse answers another document, not ${document.number}.`);
  }
  const { date, time } = bogotaDateTime(input.issuedAt);
  const number = input.number ?? document.number;
  const xml = ublXml('AttachedDocument', [
    ublExtensions(),
    el('cbc:UBLVersionID', 'UBL 2.1'),
    el('cbc:CustomizationID', 'Documentos adjuntos'),
    el('cbc:ProfileID', 'Factura Electrónica de Venta'),
    el('cbc:ProfileExecutionID', dianEnvironmentCode(document.environment)),
    el('cbc:ID', number),
    el('cbc:IssueDate', date),
    el('cbc:IssueTime', time),
    el('cbc:DocumentType', 'Contenedor de Factura Electrónica'),
    el('cbc:ParentDocumentID', document.number),
    el('cac:SenderParty', [partyTaxScheme(document.issuer)]),
    el('cac:ReceiverParty', [partyTaxScheme(document.buyer)]),
    embedded(input.signedDocument),
    el('cac:ParentDocumentLineReference', [
      el('cbc:LineID', '1'),
      el('cac:DocumentReference', [
        el('cbc:ID', document.number),
        el('cbc:UUID', { schemeName: document.keyScheme }, document.documentKey),
        el('cbc:IssueDate', document.issueDate),
        el('cbc:DocumentType', 'ApplicationResponse'),
        embedded(input.applicationResponse),
        el('cac:ResultOfVerification', [
          el('cbc:ValidatorID', DIAN.name),
          el('cbc:ValidationResultCode', answer.resultCode),
          el('cbc:ValidationDate', answer.issueDate),
          el('cbc:ValidationTime', answer.issueTime),
        ]),
      ]),
    ]),
  ]);
  return { number, xml };
}
