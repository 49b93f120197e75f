// How many invoices an organization's list holds: the trigger-kept counters (`invoice_counts`) when
// only statuses filter it, a count of the matches otherwise; and the organization's highest invoice
// number, which with the counters tells whether a remembered page position still holds.
import type { InvoiceQuery } from '@facturo/sdk/schemas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.types';
import { filteredInvoices, type InvoiceFilterValues } from './invoice-query';

/** Whether the trigger-kept counters can say how many match: no search, no dates, statuses or none. */
export const countsKept = (query: InvoiceQuery): boolean => !query.search && !query.from && !query.to;

/** The sum of the counters of `statuses` (all of them when empty). */
export function keptCount(
  db: Kysely<Database>,
  organizationId: string,
  statuses: InvoiceFilterValues['statuses'],
) {
  let counters = db
    .selectFrom('invoiceCounts')
    .select(sql<number>`coalesce(sum(invoice_counts.count), 0)`.as('count'))
    .where('invoiceCounts.organizationId', '=', organizationId);
  if (statuses.length) counters = counters.where('invoiceCounts.status', 'in', statuses);
  return counters;
}

/** The organization's highest invoice sequence (one entry of `invoices_sequence_idx`). */
export function lastSequence(db: Kysely<Database>, organizationId: string) {
  return db
    .selectFrom('invoices as latest')
    .select(sql<number>`max(latest.sequence)`.as('lastSequence'))
    .where('latest.organizationId', '=', organizationId);
}

/**
 * How many invoices match. Filtered by statuses only (or not at all), the sum of the trigger-kept
 * counters in `invoice_counts` (exact, one row per status); otherwise the count runs apart (an
 * index-only scan): a window count there would read every matching invoice.
 */
export async function countInvoices(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
): Promise<number> {
  if (countsKept(query)) {
    const counters = keptCount(db, organizationId, query.status ?? []);
    return Number((await counters.executeTakeFirst())?.count ?? 0);
  }
  const counted = await filteredInvoices(db, organizationId, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(counted?.count ?? 0);
}
