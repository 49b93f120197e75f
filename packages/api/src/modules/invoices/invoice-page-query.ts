import type { InvoiceQuery, InvoiceSort } from '@facturo/sdk/schemas';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.types';
import { inKeysetOrder, keysetBeyond, sortKeysText } from '../../db/keyset';
import { QueryTemplate } from '../../db/query-template';
import { countsKept, keptCount, lastSequence } from './invoice-counts';
import type { InvoiceCursor } from './invoice-cursor';
import { anchorable, nearestAnchor, type PageAnchor, rememberAnchor } from './invoice-page-anchors';
import { DIAN_COLUMNS, type InvoiceRecord } from './invoice-presenter';
import {
  INVOICE_COLUMNS,
  type InvoiceFilterValues,
  invoiceFilterValues,
  invoiceOrder,
  invoicesMatching,
  readsSearchMatches,
  searchesNumber,
  withSearchMatches,
} from './invoice-query';

/** An invoice of a page, and whether credit notes correct it (read them with `creditNotesOf`). */
export type PageRecord = InvoiceRecord & { hasCreditNotes: boolean };

/** A row of the page query: the invoice, its sort keys as text and, when counted with it, the total. */
export type PageRow = PageRecord & {
  sortKeys: string[];
  fullCount: number | null;
  /** The organization's highest invoice sequence, on a numbered page it remembers (else null). */
  lastSequence: number | string | null;
};

/** What changes the page query's text: everything but the values. */
interface PageShape {
  sort: InvoiceSort;
  pageSize: number;
  /** A number search: the few matches are found first (see `invoicesMatching`). */
  fewMatches: boolean;
  /** The total comes from the trigger-kept counters (no search, no dates). */
  countsKept: boolean;
  cursor: 'next' | 'prev' | null;
  /** A numbered page past the first. */
  skips: boolean;
  /** A numbered page of a list whose positions are remembered (see `invoice-page-anchors.ts`). */
  remembers: boolean;
  /** Such a page read from a remembered position. */
  anchored: boolean;
  /**
   * Read from the position remembered for its own first row: no OFFSET, so PostgreSQL reuses one
   * generic plan. With an OFFSET parameter the generic plan is costed as if a tenth of the rows were
   * skipped, never wins over a custom one, and every run is planned again (measured on 100,000
   * invoices: 0 generic plans in 210 runs, 1.27 ms a page; without it 205 in 210, 0.77 ms).
   */
  exact: boolean;
}

/** The page query's values: the filters', the organization's, the cursor's and the rows skipped. */
interface PageValues extends InvoiceFilterValues {
  organizationId: string;
  cursorKeys: readonly string[];
  cursorId: string | null;
  /** The rows skipped: from the list's start, or from the anchor when there is one. */
  skipped: number;
  anchorKeys: readonly string[];
  anchorId: string | null;
  /** How many invoices the organization had when the anchor was taken, and its highest sequence. */
  anchorTotal: number | null;
  anchorLastSequence: number | null;
}

/** Rows skipped before a numbered page, and whether its list remembers positions (no cursor, page > 1). */
function numberedPage(query: InvoiceQuery, cursor?: InvoiceCursor) {
  const skipped = cursor ? 0 : (query.page - 1) * query.pageSize;
  return { skipped, remembers: skipped > 0 && anchorable(query) };
}

function pagePlan(organizationId: string, query: InvoiceQuery, cursor?: InvoiceCursor, anchor?: PageAnchor) {
  const { skipped, remembers } = numberedPage(query, cursor);
  const from = remembers ? anchor : undefined;
  const shape: PageShape = {
    sort: query.sort,
    pageSize: query.pageSize,
    fewMatches: searchesNumber(query.search),
    countsKept: countsKept(query),
    cursor: cursor?.direction ?? null,
    skips: skipped > 0,
    remembers,
    anchored: from !== undefined,
    exact: from !== undefined && from.position === skipped,
  };
  const values: PageValues = {
    ...invoiceFilterValues(query),
    organizationId,
    cursorKeys: cursor?.keys ?? [],
    cursorId: cursor?.id ?? null,
    skipped: skipped - (from?.position ?? 0),
    anchorKeys: from?.keys ?? [],
    anchorId: from?.id ?? null,
    anchorTotal: from?.total ?? null,
    anchorLastSequence: from?.lastSequence ?? null,
  };
  return { shape, values };
}

/**
 * The query of one page of invoices, with their lines and payments (JSON copies in
 * `invoice_snapshots`, kept by triggers: one joined row, no subquery per invoice), one row more than
 * the page (to know whether another follows) and each row's sort keys as text (for the cursors).
 * Without a cursor the page is found by `page` (OFFSET, over the sort index's ids alone past page
 * 1); with one, from where the cursor points (keyset: `(sort column, id)` compared as a row, an
 * index range scan at any depth). For a number search (a few matches, found first through the GIN
 * index) each row of a `page` request also carries how many match (`fullCount`, counted over them);
 * filtered by statuses only, it carries the sum of the trigger-kept counters (a subquery run once):
 * either way page and total take one round trip, one connection. Branches on the shape only: the
 * values may be a template's placeholders.
 */
function buildPageQuery(db: Kysely<Database>, shape: PageShape, values: PageValues) {
  const { fewMatches } = shape;
  const backwards = shape.cursor === 'prev';
  const keyset = invoiceOrder(shape.sort);
  // The invoices the page is cut from: for a number search, the matches the statement finds first
  // (see `withSearchMatches`), and the page's rows are then read from the table by their ids.
  const matching = invoicesMatching(db, values.organizationId, values, { fewMatches });
  const carriedCount: RawBuilder<number | null> = shape.cursor
    ? sql`null`
    : fewMatches
      ? sql`(${matching.select((eb) => eb.fn.countAll().as('count'))})`
      : shape.countsKept
        ? sql`(${keptCount(db, values.organizationId, values.statuses)})`
        : sql`null`;
  const table = readsSearchMatches(values, fewMatches)
    ? (withSearchMatches(db, values.organizationId, values.terms)
        .selectFrom('invoices')
        .where('invoices.organizationId', '=', values.organizationId) as unknown as typeof matching)
    : matching;
  let page = table
    .leftJoin('invoiceSnapshots', 'invoiceSnapshots.invoiceId', 'invoices.id')
    .leftJoin('dianDocuments', 'dianDocuments.id', 'invoices.dianDocumentId')
    .select(INVOICE_COLUMNS)
    .select(['invoiceSnapshots.lines', 'invoiceSnapshots.payments'])
    .select(DIAN_COLUMNS)
    .select(sortKeysText(keyset).as('sortKeys'))
    .select(carriedCount.as('fullCount'))
    .select(
      (shape.remembers ? sql`(${lastSequence(db, values.organizationId)})` : sql`null`).as('lastSequence'),
    )
    // Whether any credit note corrects the invoice (an index probe per row): the credit notes are
    // then read for those invoices only, and a page without any skips that query.
    .select(
      sql<boolean>`exists (select 1 from credit_notes where credit_notes.invoice_id = invoices.id)`.as(
        'hasCreditNotes',
      ),
    );
  // The page's own ids (and one more), read from the sort's index alone: only they are joined to
  // their JSON copies. As this subquery a cursor's or a remembered position's page gets one generic
  // plan PostgreSQL keeps; as the joined rows' condition, the generic plan's guess (a third of the
  // list past an unknown position) lost to a custom plan and every run was planned again.
  const idsOf = (rows: typeof matching) =>
    inKeysetOrder(rows.select('invoices.id'), keyset, backwards).limit(sql.lit(shape.pageSize + 1));
  if (shape.cursor) {
    const beyond = keysetBeyond(
      keyset,
      { keys: values.cursorKeys, id: values.cursorId ?? '' },
      { backwards },
    );
    page = page.where('invoices.id', 'in', idsOf(matching.where(beyond)));
  } else if (shape.anchored) {
    // From the remembered position on, while the organization has the invoices it had then: as
    // many, and the same newest (a count that fell and rose again, say after a failover that lost
    // commits, would not do alone). Else no row: the caller reads the page by OFFSET again.
    const pageIds = idsOf(
      matching
        .where(
          keysetBeyond(keyset, { keys: values.anchorKeys, id: values.anchorId ?? '' }, { inclusive: true }),
        )
        .where(sql<boolean>`(${keptCount(db, values.organizationId, [])}) = ${values.anchorTotal}`)
        .where(sql<boolean>`(${lastSequence(db, values.organizationId)}) = ${values.anchorLastSequence}`),
    );
    page = page.where('invoices.id', 'in', shape.exact ? pageIds : pageIds.offset(values.skipped));
  } else if (shape.skips) {
    // A deep numbered page: the rows it skips are read from the index too (OFFSET over the joined
    // rows built each one).
    page = page.where('invoices.id', 'in', idsOf(matching).offset(values.skipped));
  } else if (fewMatches) {
    // The first page of a number search: its matches (thousands for "1") are sorted, not joined.
    page = page.where('invoices.id', 'in', idsOf(matching));
  }
  // The page size in the text (one of six), not a parameter, and no `offset 0` on a first page: a
  // prepared page query (PGlite) then gets a generic plan PostgreSQL reuses instead of planning each
  // run, which it refuses while the limit is unknown.
  return inKeysetOrder(page, keyset, backwards).limit(sql.lit(shape.pageSize + 1));
}

/**
 * The page query with `query`'s and `cursor`'s values in it, a numbered page read from `anchor` when
 * given (what the benchmark EXPLAINs).
 */
export function invoicePageQuery(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
  cursor?: InvoiceCursor,
  anchor?: PageAnchor,
) {
  const { shape, values } = pagePlan(organizationId, query, cursor, anchor);
  return buildPageQuery(db, shape, values);
}

// Compiled once per shape: the list is the API's most requested page (see db/query-template.ts).
const pageTemplate = new QueryTemplate(
  (shape: PageShape) =>
    `${shape.sort}|${shape.pageSize}|${shape.fewMatches}|${shape.countsKept}|${shape.cursor}|${shape.skips}|${shape.remembers}|${shape.anchored}|${shape.exact}`,
  buildPageQuery,
);

/**
 * The rows of {@link invoicePageQuery}, run from its compiled template. A numbered page of an
 * unfiltered list starts from the nearest position remembered before it, when there is one (see
 * `invoice-page-anchors.ts`), and is remembered in turn.
 */
export async function invoicePageRows(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
  cursor?: InvoiceCursor,
): Promise<PageRow[]> {
  const read = async (anchor?: PageAnchor) => {
    const { shape, values } = pagePlan(organizationId, query, cursor, anchor);
    return (await pageTemplate.execute(db, shape, values)).rows as unknown as PageRow[];
  };
  const { skipped, remembers } = numberedPage(query, cursor);
  if (!remembers) return read();
  const anchor = nearestAnchor(db, organizationId, query.sort, skipped);
  let rows = await read(anchor);
  // No row: a new invoice since the position was taken, or a page past the end. OFFSET answers
  // either; a page it finds is remembered with the new count, which drops the positions taken before.
  if (anchor && rows.length === 0) rows = await read();
  // Its first row, and the one read past it (the next page's first): "next" by number seeks exactly too.
  for (const [index, row] of [rows[0], rows[query.pageSize]].entries()) {
    if (row?.fullCount == null || row.lastSequence == null) continue;
    rememberAnchor(db, organizationId, query.sort, {
      position: skipped + index * query.pageSize,
      keys: row.sortKeys,
      id: row.id,
      total: Number(row.fullCount),
      lastSequence: Number(row.lastSequence),
    });
  }
  return rows;
}
