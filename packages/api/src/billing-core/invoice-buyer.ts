import { formatNit, NIT_DOCUMENT_TYPE } from '@facturo/sdk/co';
import type { BillingInfo, Taxpayer } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';

/** The buyer's legal name: the company name, or the person's full name. */
export function buyerName(taxpayer: Taxpayer): string {
  if (taxpayer.companyName) return taxpayer.companyName;
  return [taxpayer.firstName, taxpayer.secondName, taxpayer.firstSurname, taxpayer.secondSurname]
    .filter(Boolean)
    .join(' ');
}

// How each DIAN document type is abbreviated on a printed invoice.
const ABBREVIATIONS: Record<string, string> = {
  '11': 'RC',
  '12': 'TI',
  '13': 'CC',
  '21': 'TE',
  '22': 'CE',
  '41': 'PA',
  '42': 'DIE',
  '47': 'PEP',
  '48': 'PPT',
  '50': 'NIT ext.',
  '91': 'NUIP',
};

/** The buyer's document as printed on an invoice: `NIT 900.123.456-8`, `CC 1020304050`. */
export function buyerDocument(taxpayer: Taxpayer): string {
  if (taxpayer.documentType === NIT_DOCUMENT_TYPE) return `NIT ${formatNit(taxpayer.documentNumber)}`;
  return `${ABBREVIATIONS[taxpayer.documentType] ?? taxpayer.documentType} ${taxpayer.documentNumber}`;
}

/** The buyer snapshot stored on an invoice, with its printed name and document. */
export function buyerOf(billingInfo: BillingInfo) {
  const taxpayer = billingInfo.taxpayer as Taxpayer;
  return { buyer: billingInfo, buyerName: buyerName(taxpayer), buyerDocument: buyerDocument(taxpayer) };
}

/** Who an invoice issued without a checkout (a renewal, a plan change) goes to: the organization as it is today (its owner's e-mail if it has none). */
export async function organizationBillingInfo(
  trx: Transaction<Database>,
  organizationId: string,
): Promise<BillingInfo> {
  const organization = await trx
    .selectFrom('organizations')
    .select(['taxpayer', 'billingAddress', 'email', 'phone'])
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const owner = await trx
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select('users.email')
    .where('memberships.organizationId', '=', organizationId)
    .where('memberships.role', '=', 'owner')
    .orderBy('memberships.createdAt')
    .executeTakeFirst();
  return {
    taxpayer: organization.taxpayer,
    billingAddress: organization.billingAddress,
    email: organization.email ?? owner?.email ?? 'facturacion@facturo.co',
    ...(organization.phone ? { phone: organization.phone } : {}),
  } as BillingInfo;
}
