import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_E_INVOICING_CONFIG } from '../../src/config/e-invoicing-config';
import { ensureDevelopmentCertificate } from '../../src/e-invoicing/development-certificate';
import type { BuiltDocument } from '../../src/e-invoicing/document-identity';
import type { CreditNoteInput, ElectronicInvoiceInput } from '../../src/e-invoicing/document-input.types';
import type { EInvoicingSettings, Party } from '../../src/e-invoicing/e-invoicing-settings.types';
import { signedCreditNote, signedElectronicInvoice } from '../../src/e-invoicing/signed-documents';
import { loadSigningCertificate, type SigningCertificate } from '../../src/e-invoicing/signing-certificate';

/**
 * Facturo as issuer, in habilitación: the deployment's development default (DIAN's public test
 * numbering: prefix SETP, resolution 18760000001 and its technical key, as in the toolbox examples),
 * with a commercial registration so the documents carry every optional issuer field.
 */
export const SETTINGS: EInvoicingSettings = {
  ...DEFAULT_E_INVOICING_CONFIG.settings,
  issuer: { ...DEFAULT_E_INVOICING_CONFIG.settings.issuer, commercialRegistration: '03456789' },
};

/** The demo clinic: a company identified by NIT, not responsible for IVA. */
export const COMPANY_BUYER: Party = {
  taxpayerType: '1',
  documentType: '31',
  documentNumber: '901456789',
  legalName: 'IPS Salud del Aburrá S.A.S.',
  fiscalResponsibilities: ['R-99-PN'],
  taxScheme: 'ZZ',
  address: { municipalityCode: '05001', line: 'Calle 10 # 43A-30, piso 3' },
  email: 'cuentas@ipsaburra.co',
  phone: '3001234567',
};

/** A person identified by cédula (no check digit), in Cali. */
export const PERSON_BUYER: Party = {
  taxpayerType: '2',
  documentType: '13',
  documentNumber: '1020304050',
  legalName: 'María José Ñáñez Ospina',
  fiscalResponsibilities: ['R-99-PN'],
  taxScheme: 'ZZ',
  address: { municipalityCode: '76001', line: 'Avenida 6N # 23-45, apto 302' },
  email: 'mariajose@example.co',
};

/** An annual plan with IVA, a certificate excluded from IVA, and extra documents with IVA. */
export const INVOICE_INPUT: ElectronicInvoiceInput = {
  sequence: 990000123,
  issuedAt: new Date('2026-11-20T13:15:00Z'),
  buyer: COMPANY_BUYER,
  lines: [
    {
      code: 'plan-empresarial-anual',
      description: 'Facturación electrónica · Empresarial (anual)',
      quantity: 1,
      unitPrice: 474_000,
      ivaTreatment: 'iva_19',
    },
    {
      code: 'certificado-digital',
      description: 'Certificado digital de firma (1 año)',
      quantity: 1,
      unitPrice: 150_000,
      ivaTreatment: 'excluded',
    },
    {
      code: 'documentos-adicionales',
      description: 'Documentos adicionales: 10 × $ 800',
      quantity: 10,
      unitPrice: 800,
      ivaTreatment: 'iva_19',
    },
  ],
  payment: { method: 'cash', meansCode: '48', dueDate: '2026-11-20', reference: 'sandbox-7731' },
};

/** A credit note voiding `invoice` (its first line, to keep it short). */
export function creditNoteInput(invoice: BuiltDocument): CreditNoteInput {
  return {
    prefix: 'NC',
    sequence: 17,
    issuedAt: new Date('2026-11-25T15:40:00Z'),
    buyer: COMPANY_BUYER,
    lines: [INVOICE_INPUT.lines[0] as CreditNoteInput['lines'][number]],
    correction: {
      invoice: { number: invoice.number, cufe: invoice.documentKey, issueDate: invoice.issueDate },
      concept: '2',
      description: 'Cambio de la fecha de facturación: se anula y se emite una nueva factura',
    },
  };
}

let signer: Promise<SigningCertificate> | undefined;

/**
 * The development certificate, generated once per test worker into a temporary folder, which goes
 * once the certificate is in memory.
 */
export function testSigner(): Promise<SigningCertificate> {
  signer ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), 'facturo-dian-'));
    try {
      return await loadSigningCertificate(await ensureDevelopmentCertificate(folder));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  })();
  return signer;
}

/** The fixture invoice and its credit note, built and signed (`signed` is the signed XML). */
export async function signedFixtures() {
  const certificate = await testSigner();
  const signingTime = new Date('2026-11-20T13:15:02Z');
  const invoice = await signedElectronicInvoice(INVOICE_INPUT, SETTINGS, certificate, { signingTime });
  const creditNote = await signedCreditNote(creditNoteInput(invoice), SETTINGS, certificate);
  return {
    certificate,
    invoice: { ...invoice, signed: invoice.xml },
    creditNote: { ...creditNote, signed: creditNote.xml },
  };
}
