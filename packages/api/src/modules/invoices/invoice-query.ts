import { addDays } from '@facturo/sdk/co';
import type { InvoiceQuery, InvoiceSort, InvoiceStatus } from '@facturo/sdk/schemas';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { searchQuery } from '../../billing-core/invoice-search';
import type { Database } from '../../db/database.types';
import type { KeysetOrder } from '../../db/keyset';

type InvoicesQuery = SelectQueryBuilder<Database, 'invoices', object>;

/** The filters of the list and the export. */
export type InvoiceFilters = Pick<InvoiceQuery, 'search' | 'status' | 'from' | 'to'>;

/** The start of a day in Colombia (UTC−5 all year, no daylight saving time). */
export const bogotaMidnight = (date: string): Date => new Date(`${date}T00:00:00-05:00`);

/** Every column the list, the sorts and the filters read (not the search columns). */
export const INVOICE_COLUMNS = [
  'invoices.id',
  'invoices.organizationId',
  'invoices.orderId',
  'invoices.number',
  'invoices.sequence',
  'invoices.status',
  'invoices.concept',
  'invoices.buyerName',
  'invoices.buyerDocument',
  'invoices.subtotal',
  'invoices.discount',
  'invoices.iva',
  'invoices.total',
  'invoices.amountPaid',
  'invoices.creditApplied',
  'invoices.dueDate',
  'invoices.paidAt',
  'invoices.electronic',
  'invoices.dianDocumentId',
  'invoices.createdAt',
  'invoices.updatedAt',
] as const;

/**
 * Whether a search probably matches few invoices: one with a digit looks for a number (`1024`,
 * `FCT10`), which a handful of invoices have; words (`nómina`) may match thousands.
 */
export const searchesNumber = (search: string | undefined): boolean => /\d/.test(search ?? '');

/**
 * The list's filters as its SQL uses them: the search as a `to_tsquery` text (`null` when nothing
 * searchable was typed), the statuses, and the days in Colombia as instants (`to` is the start of
 * the day after, so the last day counts whole).
 */
export interface InvoiceFilterValues {
  terms: string | null;
  statuses: readonly InvoiceStatus[];
  from: Date | null;
  to: Date | null;
}

/** The values {@link invoicesMatching} filters by, from the list's query. */
export function invoiceFilterValues(filters: InvoiceFilters): InvoiceFilterValues {
  return {
    terms: filters.search ? searchQuery(filters.search) : null,
    statuses: filters.status ?? [],
    from: filters.from ? bogotaMidnight(filters.from) : null,
    to: filters.to ? bogotaMidnight(addDays(filters.to, 1)) : null,
  };
}

/** An organization's invoices narrowed by the list's filters (see {@link invoicesMatching}). */
export function filteredInvoices(
  db: Kysely<Database>,
  organizationId: string,
  filters: InvoiceFilters,
): InvoicesQuery {
  return invoicesMatching(db, organizationId, invoiceFilterValues(filters));
}

/** The search on the full-text index (`terms` as `searchQuery` writes them). */
const searchMatch = (terms: string | null) =>
  sql<boolean>`invoices.search_vector @@ to_tsquery('simple', ${terms})`;

/** What a number search's matches keep: what the filters, the sorts and the page's ids read. */
const MATCH_COLUMNS = [
  'invoices.id',
  'invoices.organizationId',
  'invoices.status',
  'invoices.createdAt',
  'invoices.sequence',
  'invoices.dueDate',
  'invoices.total',
] as const;

/**
 * A statement that first finds an organization's invoices matching a number search through the GIN
 * index, at once, into the materialized CTE `search_matches` (PostgreSQL cannot estimate how many
 * invoices a prefix search matches and would otherwise walk the sort order past every other one).
 * The statement's queries and subqueries read them with {@link invoicesMatching}'s `fewMatches`;
 * `invoices` stays the table.
 */
export function withSearchMatches(db: Kysely<Database>, organizationId: string, terms: string | null) {
  return db.with(
    (cte) => cte('search_matches').materialized(),
    (qb) =>
      qb
        .selectFrom('invoices')
        .select(MATCH_COLUMNS)
        .where('invoices.organizationId', '=', organizationId)
        .where(searchMatch(terms)),
  );
}

/** Whether {@link invoicesMatching} reads a statement's `search_matches` (see {@link withSearchMatches}). */
export const readsSearchMatches = (values: InvoiceFilterValues, fewMatches: boolean): boolean =>
  fewMatches && values.terms !== null;

/**
 * An organization's invoices narrowed by statuses, issue dates and the search, on the full-text
 * index. With `fewMatches` (a number fragment) they are the matches the statement found first, under
 * the table's name, so every filter, sort and key below reads them: only in a statement made by
 * {@link withSearchMatches}, and only the columns they keep. Otherwise (words, which may match
 * thousands) the planner walks the sort order. Every value goes into the query as it is (a query
 * template's placeholders may stand for them); only whether each is there changes the SQL.
 */
export function invoicesMatching(
  db: Kysely<Database>,
  organizationId: string,
  values: InvoiceFilterValues,
  options: { fewMatches?: boolean } = {},
): InvoicesQuery {
  const { terms, statuses, from, to } = values;
  const matches = readsSearchMatches(values, options.fewMatches === true);
  let query: InvoicesQuery = matches
    ? ((db as unknown as Kysely<Database & { search_matches: Database['invoices'] }>).selectFrom(
        'search_matches as invoices',
      ) as unknown as InvoicesQuery)
    : db.selectFrom('invoices');
  query = query.where('invoices.organizationId', '=', organizationId);
  if (terms !== null && !matches) query = query.where(searchMatch(terms));
  if (statuses.length) query = query.where('invoices.status', 'in', statuses);
  if (from !== null) query = query.where('invoices.createdAt', '>=', from);
  if (to !== null) query = query.where('invoices.createdAt', '<', to);
  return query;
}

/** The column a sort orders by (ties broken by id, so pages never overlap), and its direction. */
export function sortOf(sort: InvoiceSort) {
  const descending = sort.startsWith('-');
  const field = sort.replace(/^-/, '');
  const column = (
    { created_at: 'createdAt', number: 'sequence', due_date: 'dueDate', total: 'total' } as const
  )[field as 'created_at' | 'number' | 'due_date' | 'total'];
  return { column, direction: descending ? ('desc' as const) : ('asc' as const) };
}

// The sort columns' types, so a cursor's printed key compares as the column does.
const KEY_TYPES = {
  createdAt: 'timestamptz',
  sequence: 'bigint',
  dueDate: 'date',
  total: 'integer',
} as const;

/** A sort as keyset paging reads it: its column, then the id, in the sort's direction. */
export function invoiceOrder(sort: InvoiceSort): KeysetOrder {
  const { column, direction } = sortOf(sort);
  return {
    keys: [{ sql: sql.ref(`invoices.${column}`), type: KEY_TYPES[column] }],
    id: 'invoices.id',
    direction,
  };
}
