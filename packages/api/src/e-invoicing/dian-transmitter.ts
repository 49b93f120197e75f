/**
 * How documents reach DIAN: one interface, two implementations chosen by configuration, the offline
 * simulator (`dian-simulator.ts`) and DIAN's SOAP web service (`dian-web-service.ts`). The caller
 * keeps the state (what was sent, DIAN's track id, the answer) and retries; a transmitter only talks.
 * @module
 */
import type { ValidationRuleResult } from './application-response';
import type { DocumentKind } from './document-identity';

/** A signed invoice or credit note to transmit, byte for byte as stored. */
export interface TransmittedDocument {
  kind: DocumentKind;
  number: string;
  /** Its CUFE or CUDE. */
  documentKey: string;
  signedXml: string;
}

/** DIAN's verdict on a document. */
export interface DianVerdict {
  status: 'accepted' | 'rejected';
  /** Every rule DIAN reported (the rejections say why it was refused). */
  rules: ValidationRuleResult[];
  /** DIAN's signed ApplicationResponse, when it sent one (always on acceptance). */
  applicationResponse: string | null;
}

/** What a transmission answered: a verdict, or DIAN's receipt of a batch it validates later. */
export type DianAnswer = DianVerdict | { status: 'processing'; trackId: string; message: string };

/**
 * Sends documents to DIAN and asks about them. `send` answers a verdict at once (`SendBillSync`,
 * the simulator) or `processing` with a track id (`SendTestSetAsync`), which `status` is then asked
 * about until it answers a verdict. Both throw {@link DianUnavailableError} when the outcome is
 * unknown (network, DIAN down, a SOAP fault about the message itself): the caller retries later.
 */
export interface DianTransmitter {
  /** `simulator` or `web-service`, for the logs and the documents' state. */
  readonly kind: 'simulator' | 'web-service';
  send(document: TransmittedDocument): Promise<DianAnswer>;
  status(trackId: string, document: TransmittedDocument): Promise<DianAnswer>;
}

/** DIAN could not be reached or did not answer about the document: try again later. */
export class DianUnavailableError extends Error {
  override readonly name = 'DianUnavailableError';
}

/**
 * Reads DIAN's wording of a rule result (`Regla: FAD06, Rechazo: El valor del CUFE…`) back into a
 * rule; a text in another shape becomes a rejection with code `DIAN`, so no reason is lost.
 */
export function ruleFromDianText(text: string): ValidationRuleResult {
  const match = /^\s*Regla:\s*([^,.\s]+)[,.]?\s*(Rechazo|Notificaci[oó]n)\s*:\s*([\s\S]*)$/i.exec(text);
  if (!match) return { code: 'DIAN', kind: 'rejection', message: text.trim() };
  const [, code = 'DIAN', kind = '', message = ''] = match;
  return {
    code,
    kind: kind.toLowerCase().startsWith('rechazo') ? 'rejection' : 'notification',
    message: message.trim(),
  };
}
