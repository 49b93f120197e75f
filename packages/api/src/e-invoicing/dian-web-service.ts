/**
 * DIAN's web service (`WcfDianCustomerServices.svc`, SOAP 1.2 with WS-Security signed with Facturo's
 * certificate) as a {@link DianTransmitter}: `SendBillSync` sends the zipped, base64 document and
 * answers DIAN's verdict; `GetStatus` asks about a track id. Tested against a local fake of the
 * service only: it has not been run against DIAN from here (docs/invoicing.md).
 * @module
 */
import type { ValidationRuleResult } from './application-response';
import type { DianAnswer, DianTransmitter, TransmittedDocument } from './dian-transmitter';
import { DianUnavailableError, ruleFromDianText } from './dian-transmitter';
import { xmldomLibrary } from './document-libraries';
import { zipFiles } from './document-zip';
import type { SigningCertificate } from './signing-certificate';
import { signedSoapEnvelope, soapAction } from './ws-security';

/** Where and how to reach DIAN. */
export interface DianWebServiceOptions {
  url: string;
  /** `habilitacion` or `production`, for the logs (the address decides where documents go). */
  mode: 'habilitacion' | 'production';
  signer: () => Promise<SigningCertificate>;
  now: () => Date;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call is abandoned (the outcome is then unknown: retried later). */
  timeoutMs?: number;
}

interface XmlNodes {
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<{ textContent: string | null }>;
}

function texts(parent: XmlNodes, localName: string): string[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName)).map((node) => node.textContent ?? '');
}

/** DIAN's `DianResponse` (the result of SendBillSync and GetStatus) as a verdict. */
export function verdictOf(responseXml: string): DianAnswer {
  const { DOMParser } = xmldomLibrary();
  const doc = new DOMParser().parseFromString(responseXml, 'text/xml') as unknown as XmlNodes;
  const fault = texts(doc, 'Fault')[0];
  if (fault !== undefined)
    throw new DianUnavailableError(`DIAN answered a SOAP fault: ${fault.trim().slice(0, 300)}`);
  const valid = texts(doc, 'IsValid')[0];
  const statusCode = texts(doc, 'StatusCode')[0]?.trim() ?? '';
  if (valid === undefined) throw new DianUnavailableError('DIAN’s answer has no IsValid: it cannot be read.');
  const messages = Array.from(doc.getElementsByTagNameNS('*', 'ErrorMessage')).flatMap((node) =>
    texts(node as unknown as XmlNodes, 'string'),
  );
  const rules: ValidationRuleResult[] = messages.filter((text) => text.trim()).map(ruleFromDianText);
  const applicationBase64 = texts(doc, 'XmlBase64Bytes')[0]?.trim();
  const applicationResponse = applicationBase64
    ? Buffer.from(applicationBase64, 'base64').toString('utf8')
    : null;
  // 66: DIAN is still validating a batch (asynchronous sets); the caller asks again later.
  if (statusCode === '66') {
    const trackId = texts(doc, 'XmlDocumentKey')[0]?.trim() ?? '';
    return { status: 'processing', trackId, message: texts(doc, 'StatusDescription')[0] ?? '' };
  }
  const accepted = valid.trim() === 'true' && statusCode === '00';
  if (!accepted && rules.every((rule) => rule.kind !== 'rejection')) {
    rules.push({
      code: statusCode || 'DIAN',
      kind: 'rejection',
      message: texts(doc, 'StatusDescription')[0]?.trim() || 'Documento rechazado por la DIAN.',
    });
  }
  return { status: accepted ? 'accepted' : 'rejected', rules, applicationResponse };
}

/** Creates the SOAP client. */
export function createDianWebService(options: DianWebServiceOptions): DianTransmitter {
  const fetcher = options.fetch ?? globalThis.fetch;
  const call = async (operation: string, body: string): Promise<DianAnswer> => {
    const envelope = signedSoapEnvelope({
      operation,
      to: options.url,
      body,
      signer: await options.signer(),
      now: options.now(),
    });
    let response: Response;
    try {
      response = await fetcher(options.url, {
        method: 'POST',
        headers: {
          'content-type': `application/soap+xml; charset=utf-8; action="${soapAction(operation)}"`,
        },
        body: envelope,
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new DianUnavailableError(`DIAN could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok && !text.includes(':Fault')) {
      throw new DianUnavailableError(`DIAN answered HTTP ${response.status}.`);
    }
    return verdictOf(text);
  };
  return {
    kind: 'web-service',
    send: (document: TransmittedDocument) => {
      const name = `${document.kind === 'invoice' ? 'fv' : 'nc'}${document.number}`;
      const zip = zipFiles([{ name: `${name}.xml`, content: document.signedXml }], options.now());
      return call(
        'SendBillSync',
        `<wcf:SendBillSync><wcf:fileName>${name}.zip</wcf:fileName><wcf:contentFile>${zip.toString('base64')}</wcf:contentFile></wcf:SendBillSync>`,
      );
    },
    status: (trackId: string) =>
      call(
        'GetStatus',
        `<wcf:GetStatus><wcf:trackId>${trackId.replace(/[^A-Za-z0-9-]/g, '')}</wcf:trackId></wcf:GetStatus>`,
      ),
  };
}
