import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { DianUnavailableError } from '../../src/e-invoicing/dian-transmitter';
import { createDianWebService, verdictOf } from '../../src/e-invoicing/dian-web-service';
import { unzipFiles } from '../../src/e-invoicing/document-zip';
import { signedFixtures, testSigner } from './fixtures';

/**
 * A local fake of DIAN's `WcfDianCustomerServices.svc`: it keeps every request and answers what the
 * test sets (a DianResponse as DIAN's WCF service writes it, or an HTTP failure).
 */
interface FakeDian {
  url: string;
  requests: { action: string | undefined; body: string }[];
  answer: { status: number; body: string };
}

const NS =
  'xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"';

/** DIAN's answer to `SendBillSync`/`GetStatus`. */
function dianResponse(input: {
  valid: boolean;
  code: string;
  messages?: string[];
  applicationResponse?: string;
}) {
  const messages = (input.messages ?? []).map((text) => `<c:string>${text}</c:string>`).join('');
  const bytes = input.applicationResponse ? Buffer.from(input.applicationResponse).toString('base64') : '';
  return `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><SendBillSyncResponse xmlns="http://wcf.dian.colombia"><SendBillSyncResult ${NS}><b:ErrorMessage>${messages}</b:ErrorMessage><b:IsValid>${input.valid}</b:IsValid><b:StatusCode>${input.code}</b:StatusCode><b:StatusDescription>${input.valid ? 'Procesado Correctamente.' : 'Documento con errores en campos mandatorios.'}</b:StatusDescription><b:XmlBase64Bytes>${bytes}</b:XmlBase64Bytes><b:XmlDocumentKey>track-1</b:XmlDocumentKey></SendBillSyncResult></SendBillSyncResponse></s:Body></s:Envelope>`;
}

let server: Server;
const fake: FakeDian = { url: '', requests: [], answer: { status: 200, body: '' } };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const action = /action="([^"]+)"/.exec(request.headers['content-type'] ?? '')?.[1];
      fake.requests.push({ action, body });
      response.writeHead(fake.answer.status, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
      response.end(fake.answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/WcfDianCustomerServices.svc`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () =>
  createDianWebService({ url: fake.url, mode: 'habilitacion', signer: testSigner, now: () => new Date() });

describe("DIAN's web service client (against a local fake)", () => {
  test('SendBillSync: a WS-Security signed SOAP 1.2 envelope with the zipped document; an accepted answer', async () => {
    const { invoice } = await signedFixtures();
    const applicationResponse = '<ApplicationResponse>accepted</ApplicationResponse>';
    fake.answer = { status: 200, body: dianResponse({ valid: true, code: '00', applicationResponse }) };
    const document = {
      kind: 'invoice' as const,
      number: invoice.number,
      documentKey: invoice.documentKey,
      signedXml: invoice.signed,
    };
    const answer = await client().send(document);
    expect(answer).toEqual({ status: 'accepted', rules: [], applicationResponse });

    const request = fake.requests.at(-1);
    expect(request?.action).toBe('http://wcf.dian.colombia/IWcfDianCustomerServices/SendBillSync');
    const envelope = new DOMParser().parseFromString(request?.body ?? '', 'text/xml');
    const text = (name: string) => envelope.getElementsByTagNameNS('*', name)[0]?.textContent ?? '';
    expect(text('To')).toBe(fake.url);
    expect(text('fileName')).toBe(`fv${invoice.number}.zip`);
    // The document travels zipped and in base64, byte for byte.
    const zipped = unzipFiles(Buffer.from(text('contentFile'), 'base64'));
    expect(Buffer.from(zipped.get(`fv${invoice.number}.xml`) as Uint8Array).toString('utf8')).toBe(
      invoice.signed,
    );
    // The binary security token is our certificate, and the signature over wsa:To verifies with it.
    const signer = await testSigner();
    expect(text('BinarySecurityToken')).toBe(signer.certificate.raw.toString('base64'));
    const signatureNode = envelope.getElementsByTagNameNS(
      'http://www.w3.org/2000/09/xmldsig#',
      'Signature',
    )[0];
    expect(signatureNode).toBeDefined();
    const verifier = new SignedXml({ publicCert: signer.certificate.toString(), idMode: 'wssecurity' });
    verifier.loadSignature(signatureNode as unknown as Node);
    expect(verifier.checkSignature(request?.body ?? '')).toBe(true);
  });

  test.each([
    [
      'rejected with DIAN rule texts',
      dianResponse({
        valid: false,
        code: '99',
        messages: [
          'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.',
          'Regla: FAJ43b, Notificación: Nombre informado no corresponde.',
        ],
      }),
      {
        status: 'rejected',
        rules: [
          { code: 'FAD06', kind: 'rejection', message: 'Valor del CUFE no está calculado correctamente.' },
          { code: 'FAJ43b', kind: 'notification', message: 'Nombre informado no corresponde.' },
        ],
        applicationResponse: null,
      },
    ],
    [
      'rejected without a rule (the status description becomes one)',
      dianResponse({ valid: false, code: '90' }),
      {
        status: 'rejected',
        rules: [{ code: '90', kind: 'rejection', message: 'Documento con errores en campos mandatorios.' }],
        applicationResponse: null,
      },
    ],
    [
      'still validating (66): its track id',
      dianResponse({ valid: false, code: '66' }),
      { status: 'processing', trackId: 'track-1', message: 'Documento con errores en campos mandatorios.' },
    ],
  ])('an answer %s', (_label, body, expected) => {
    expect(verdictOf(body)).toEqual(expected);
  });

  test.each([
    ['an HTTP failure', { status: 503, body: 'Service Unavailable' }],
    [
      'a SOAP fault',
      {
        status: 500,
        body: '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Reason><s:Text>Security token failed</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>',
      },
    ],
    ['an answer it cannot read', { status: 200, body: '<html>gateway</html>' }],
  ])('%s leaves the outcome unknown (DianUnavailableError: retried later)', async (_label, answer) => {
    fake.answer = answer;
    await expect(
      client().status('track-1', { kind: 'invoice', number: 'SETP1', documentKey: 'x', signedXml: '<x/>' }),
    ).rejects.toBeInstanceOf(DianUnavailableError);
    expect(fake.requests.at(-1)?.action).toBe('http://wcf.dian.colombia/IWcfDianCustomerServices/GetStatus');
  });

  test('DIAN unreachable is unknown too', async () => {
    const offline = createDianWebService({
      url: 'http://127.0.0.1:9/svc',
      mode: 'production',
      signer: testSigner,
      now: () => new Date(),
    });
    await expect(
      offline.status('t', { kind: 'invoice', number: 'SETP1', documentKey: 'x', signedXml: '<x/>' }),
    ).rejects.toBeInstanceOf(DianUnavailableError);
  });
});
