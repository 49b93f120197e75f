/**
 * Build and sign in one call: what issuing an invoice or credit note needs from this layer. The signed
 * XML is the legal document from then on; store it byte for byte, and derive everything else (PDF,
 * container, checks) from it.
 * @module
 */
import { buildCreditNote } from './credit-note';
import type { BuiltDocument } from './document-identity';
import type { CreditNoteInput, ElectronicInvoiceInput } from './document-input.types';
import type { EInvoicingSettings } from './e-invoicing-settings.types';
import { buildElectronicInvoice } from './electronic-invoice';
import type { SigningCertificate } from './signing-certificate';
import { signDianDocument } from './xades-signature';

/** An invoice or credit note whose `xml` is signed. */
export type SignedDocument = BuiltDocument;

/** The signature's time; now by default. */
interface SigningOptions {
  signingTime?: Date;
}

/** Builds an electronic invoice and signs it (XAdES-EPES) with `signer`. */
export async function signedElectronicInvoice(
  input: ElectronicInvoiceInput,
  settings: EInvoicingSettings,
  signer: SigningCertificate,
  options: SigningOptions = {},
): Promise<SignedDocument> {
  const built = await buildElectronicInvoice(input, settings);
  return { ...built, xml: signDianDocument(built.xml, signer, options) };
}

/** Builds a credit note and signs it (XAdES-EPES) with `signer`. */
export async function signedCreditNote(
  input: CreditNoteInput,
  settings: EInvoicingSettings,
  signer: SigningCertificate,
  options: SigningOptions = {},
): Promise<SignedDocument> {
  const built = await buildCreditNote(input, settings);
  return { ...built, xml: signDianDocument(built.xml, signer, options) };
}
