import type { Dashboard } from '@facturo/sdk/schemas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.types';
import { bogotaMonthStart, type YearMonth } from './bogota-months';

/**
 * What the organization spent per month (Bogotá time) over `months`: invoices by the month they were
 * paid, minus credit notes on paid invoices by the month they were issued (a refund, or a paid
 * invoice voided). A credit note voiding an unpaid invoice returns no money, so it is left out.
 * Summed in the database (indexed by `invoices_paid_idx`), so 100,000 invoices are cheap.
 */
export async function spendingHistory(
  db: Kysely<Database>,
  organizationId: string,
  months: readonly YearMonth[],
): Promise<Dashboard['spending']> {
  const first = months[0];
  if (!first) return [];
  const since = bogotaMonthStart(first);
  const [paid, credited] = await Promise.all([
    db
      .selectFrom('invoices')
      .select([
        sql<string>`to_char(paid_at at time zone 'America/Bogota', 'YYYY-MM')`.as('month'),
        sql<number>`sum(total)::int`.as('amount'),
      ])
      .where('organizationId', '=', organizationId)
      .where('paidAt', '>=', since)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('creditNotes')
      .innerJoin('invoices', 'invoices.id', 'creditNotes.invoiceId')
      .select([
        sql<string>`to_char(credit_notes.created_at at time zone 'America/Bogota', 'YYYY-MM')`.as('month'),
        sql<number>`sum(credit_notes.total)::int`.as('amount'),
      ])
      .where('creditNotes.organizationId', '=', organizationId)
      .where('creditNotes.createdAt', '>=', since)
      .where('invoices.paidAt', 'is not', null)
      .groupBy(sql`1`)
      .execute(),
  ]);
  const invoicedBy = new Map(paid.map((row) => [row.month, Number(row.amount)]));
  const creditedBy = new Map(credited.map((row) => [row.month, Number(row.amount)]));
  return months.map((month) => {
    const invoiced = invoicedBy.get(month) ?? 0;
    const credit = creditedBy.get(month) ?? 0;
    return { month, invoiced, credited: credit, net: invoiced - credit };
  });
}
