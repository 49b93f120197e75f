import type { BillingInfo, Taxpayer } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';
import type { BuiltDocument } from '../e-invoicing/document-identity';
import type { DocumentLineInput } from '../e-invoicing/document-input.types';
import type { Party } from '../e-invoicing/e-invoicing-settings.types';
import type { AppDeps } from '../kernel/app-deps';
import { buyerName } from './invoice-buyer';
import { lineAmounts, type NewLine } from './invoice-lines';

/** What issuing documents needs from the app. */
export type IssuingDeps = Pick<AppDeps, 'logger' | 'eInvoicing'>;

/** The buyer of a document, from the billing information stored with the invoice. */
export function partyOf(billingInfo: BillingInfo): Party {
  const taxpayer = billingInfo.taxpayer as Taxpayer;
  const address = billingInfo.billingAddress;
  return {
    taxpayerType: taxpayer.taxpayerType,
    documentType: taxpayer.documentType,
    documentNumber: taxpayer.documentNumber,
    legalName: buyerName(taxpayer),
    ...(taxpayer.commercialName ? { tradeName: taxpayer.commercialName } : {}),
    fiscalResponsibilities: taxpayer.fiscalResponsibilities,
    taxScheme: taxpayer.taxScheme,
    address: {
      municipalityCode: address.municipalityCode,
      line: address.address,
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    },
    email: billingInfo.email,
    ...(billingInfo.phone ? { phone: billingInfo.phone } : {}),
  };
}

/** A line of the document, with the IVA exactly as charged on the invoice line. */
export function documentLineOf(line: NewLine): DocumentLineInput {
  return {
    code: line.planId ?? line.kind.replaceAll('_', '-'),
    description: line.description.es,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    ivaTreatment: line.ivaTreatment,
    iva: lineAmounts(line).iva,
  };
}

/** Stores a signed document, pending transmission (the billing job sends it at once). */
export async function storeSignedDocument(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  input: { organizationId: string; document: BuiltDocument; issuedAt: Date },
): Promise<string> {
  const row = await trx
    .insertInto('dianDocuments')
    .values({
      organizationId: input.organizationId,
      kind: input.document.kind,
      number: input.document.number,
      documentKey: input.document.documentKey,
      issuedAt: input.issuedAt,
      issueDate: input.document.issueDate,
      environment: deps.eInvoicing.settings.environment,
      signedXml: input.document.xml,
      status: 'pending',
      rules: jsonb([]),
      answeredAt: null,
      applicationResponse: null,
      trackId: null,
      nextAttemptAt: input.issuedAt,
      lastError: null,
      deliveredAt: null,
      createdAt: input.issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
