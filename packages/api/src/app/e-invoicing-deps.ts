import type { EInvoicingConfig } from '../config/e-invoicing-config';
import { loadDevelopmentCertificate } from '../e-invoicing/development-certificate';
import { createDianSimulator } from '../e-invoicing/dian-simulator';
import type { DianTransmitter } from '../e-invoicing/dian-transmitter';
import { createDianWebService } from '../e-invoicing/dian-web-service';
import type { EInvoicing } from '../e-invoicing/e-invoicing-runtime';
import { loadSigningCertificate, type SigningCertificate } from '../e-invoicing/signing-certificate';
import type { Clock } from '../time/clock';

// One certificate per source per process: loading a PKCS#12 (or generating the development one) is slow.
const certificates = new Map<string, Promise<SigningCertificate>>();

function signerFor(config: EInvoicingConfig): () => Promise<SigningCertificate> {
  const source = config.certificate;
  const key = source.kind === 'pkcs12' ? `p12:${source.pkcs12Path}` : `dev:${source.folder}`;
  return () => {
    let loading = certificates.get(key);
    if (!loading) {
      loading = (
        source.kind === 'pkcs12'
          ? loadSigningCertificate({ pkcs12Path: source.pkcs12Path, password: source.password })
          : loadDevelopmentCertificate(source.folder)
      ).catch((error: unknown) => {
        certificates.delete(key);
        throw error;
      });
      certificates.set(key, loading);
    }
    return loading;
  };
}

/**
 * Facturo's electronic invoicing from the configuration: the signer, and the transmitter
 * `DIAN_TRANSMITTER` names (the embedded simulator by default, DIAN's web service otherwise).
 */
export function createEInvoicing(
  config: EInvoicingConfig,
  options: { clock: Clock; fetch?: typeof globalThis.fetch },
): EInvoicing {
  const signer = signerFor(config);
  const transmitter: DianTransmitter =
    config.transmitter === 'simulator'
      ? createDianSimulator({ settings: config.settings, signer, now: () => options.clock.now() })
      : createDianWebService({
          url: config.webServiceUrl,
          mode: config.transmitter,
          signer,
          now: () => options.clock.now(),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
  return {
    settings: config.settings,
    resolutionDate: config.resolutionDate,
    creditNotePrefix: config.creditNotePrefix,
    maxAttempts: config.maxAttempts,
    signer,
    transmitter,
  };
}
