/**
 * What the billing rules need to issue and transmit Facturo's own documents, as one object the
 * composition root builds from the configuration (`app/build-deps.ts`): the settings, the signing
 * certificate (loaded once, on first use) and the transmitter.
 * @module
 */
import type { DianTransmitter } from './dian-transmitter';
import type { EInvoicingSettings } from './e-invoicing-settings.types';
import type { SigningCertificate } from './signing-certificate';

/** Facturo's electronic invoicing, ready to use. */
export interface EInvoicing {
  settings: EInvoicingSettings;
  /** The numbering resolution's date (`YYYY-MM-DD`). */
  resolutionDate: string;
  /** Prefix of the credit notes (`NC`). */
  creditNotePrefix: string;
  /** Transmission attempts before a document is left to an operator. */
  maxAttempts: number;
  /** The signing certificate; loaded (or, in development, generated) on the first call. */
  signer(): Promise<SigningCertificate>;
  transmitter: DianTransmitter;
}
