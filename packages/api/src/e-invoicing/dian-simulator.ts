/**
 * The embedded DIAN: validates each document offline (`validateDianDocument`) and answers as DIAN's
 * `SendBillSync` does, with a signed ApplicationResponse that accepts the document (`02`) or rejects it
 * (`04`) with the rule codes and messages. It is the default transmitter, so development, tests and
 * demos issue and "validate" real documents without DIAN. Its answers are signed with Facturo's own
 * certificate (DIAN signs with its own), and it knows nothing DIAN's registry knows (see the limits
 * in docs/invoicing.md).
 * @module
 */
import { buildApplicationResponse } from './application-response';
import type { DianAnswer, DianTransmitter, TransmittedDocument } from './dian-transmitter';
import { DianUnavailableError } from './dian-transmitter';
import { type ValidationOptions, validateDianDocument } from './document-validation';
import type { EInvoicingSettings, SoftwareIdentity } from './e-invoicing-settings.types';
import type { SigningCertificate } from './signing-certificate';
import { signDianDocument } from './xades-signature';

/** The simulator's own software identity: what its ApplicationResponses name as their software. */
const SIMULATOR_SOFTWARE: SoftwareIdentity = {
  id: '00000000-0000-4000-8000-000000000dia',
  pin: '00000',
  providerNit: '800197268',
};

/** What the simulator needs: the issuer's settings (as DIAN knows them), a signer and a clock. */
export interface DianSimulatorOptions extends ValidationOptions {
  settings: EInvoicingSettings;
  signer: () => Promise<SigningCertificate>;
  now: () => Date;
}

/** Creates the simulator transmitter. */
export function createDianSimulator(options: DianSimulatorOptions): DianTransmitter {
  let answered = 0;
  const answer = async (document: TransmittedDocument): Promise<DianAnswer> => {
    const { data, rules } = await validateDianDocument(document.signedXml, options.settings, options);
    const rejected = rules.some((rule) => rule.kind === 'rejection');
    if (!data) return { status: 'rejected', rules, applicationResponse: null };
    const issuedAt = options.now();
    answered += 1;
    const response = await buildApplicationResponse({
      number: `${issuedAt.getTime()}${String(answered % 1000).padStart(3, '0')}`,
      issuedAt,
      environment: data.environment,
      document: { kind: data.kind, number: data.number, documentKey: data.documentKey },
      issuer: data.issuer,
      outcome: rejected ? 'rejected' : 'accepted',
      rules,
      software: SIMULATOR_SOFTWARE,
    });
    const signed = signDianDocument(response.xml, await options.signer(), { signingTime: issuedAt });
    return { status: rejected ? 'rejected' : 'accepted', rules, applicationResponse: signed };
  };
  return {
    kind: 'simulator',
    send: answer,
    // The simulator answers at once and keeps no batches.
    status: () => Promise.reject(new DianUnavailableError('The simulator keeps no batches to ask about.')),
  };
}
