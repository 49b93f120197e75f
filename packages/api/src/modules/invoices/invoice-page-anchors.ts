// A numbered page deep in an invoice list (page 500: 9,980 rows skipped) is found by OFFSET over the
// sort index's ids, and PostgreSQL reads every entry it skips: on each request, the longer the
// deeper. Once a numbered page has been read, its first row's sort keys say where that position
// starts; the same page, or one after it, can then seek there (keyset, as cursors do) and skip only
// the rows between. That holds while the list is unchanged, and for an organization's unfiltered
// list that is exactly while its number of invoices is: invoices are never deleted (only with their
// organization), the sorts used here are by columns never updated (issue time, number), so the only
// change is a new invoice, which changes the count and the highest number. The page query checks
// both, as they were when the position was remembered, in the same statement (`invoice_counts`, the
// number index), so a position another process or a new invoice made stale gives no rows, never
// wrong ones, and the page is read by OFFSET again.
import type { InvoiceQuery, InvoiceSort } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';

/**
 * The row at `position` (0-based) of a list, its sort keys as text, when the organization had `total`
 * invoices, the newest numbered `lastSequence`.
 */
export interface PageAnchor {
  position: number;
  keys: readonly string[];
  id: string;
  total: number;
  lastSequence: number;
}

/** Sorts by columns an invoice keeps from issue on (a total or a due date may be recomputed). */
const FIXED_SORTS: ReadonlySet<InvoiceSort> = new Set(['created_at', '-created_at', 'number', '-number']);

/** How many lists (organization and sort) keep positions, and how many positions each keeps. */
const LISTS_KEPT = 1_000;
const ANCHORS_PER_LIST = 32;

/** Whether `query` reads a list whose remembered positions stay exact: unfiltered, by a fixed sort. */
export const anchorable = (query: InvoiceQuery): boolean =>
  !query.search && !query.from && !query.to && !query.status?.length && FIXED_SORTS.has(query.sort);

const listsByDatabase = new WeakMap<Kysely<Database>, Map<string, PageAnchor[]>>();

function listsOf(db: Kysely<Database>): Map<string, PageAnchor[]> {
  let lists = listsByDatabase.get(db);
  if (!lists) {
    lists = new Map();
    listsByDatabase.set(db, lists);
  }
  return lists;
}

const listKey = (organizationId: string, sort: InvoiceSort) => `${organizationId}|${sort}`;

/** The remembered position nearest before (or at) `skipped` rows in the list, if any. */
export function nearestAnchor(
  db: Kysely<Database>,
  organizationId: string,
  sort: InvoiceSort,
  skipped: number,
): PageAnchor | undefined {
  const lists = listsOf(db);
  const key = listKey(organizationId, sort);
  const anchors = lists.get(key);
  if (!anchors) return undefined;
  // Kept as the most recently used list.
  lists.delete(key);
  lists.set(key, anchors);
  let nearest: PageAnchor | undefined;
  for (const anchor of anchors) {
    if (anchor.position <= skipped && (!nearest || anchor.position > nearest.position)) nearest = anchor;
  }
  return nearest;
}

/** Remembers where a position of the list starts; positions taken at another count are dropped. */
export function rememberAnchor(
  db: Kysely<Database>,
  organizationId: string,
  sort: InvoiceSort,
  anchor: PageAnchor,
): void {
  const lists = listsOf(db);
  const key = listKey(organizationId, sort);
  const anchors = (lists.get(key) ?? []).filter(
    (kept) =>
      kept.total === anchor.total &&
      kept.lastSequence === anchor.lastSequence &&
      kept.position !== anchor.position,
  );
  anchors.push(anchor);
  if (anchors.length > ANCHORS_PER_LIST) anchors.shift();
  lists.delete(key);
  if (lists.size >= LISTS_KEPT) lists.delete(lists.keys().next().value as string);
  lists.set(key, anchors);
}
