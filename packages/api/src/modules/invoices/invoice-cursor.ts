import type { Translate } from '@facturo/sdk/i18n';
import type { InvoiceQuery } from '@facturo/sdk/schemas';
import { decodePageCursor, encodePageCursor, type PageCursor } from '../../http/page-cursor';

/** Where a cursor page of invoices starts (one sort key: the sort's column). */
export type InvoiceCursor = PageCursor;

/** The query fields a cursor is only valid with: following it with others would skip or repeat rows. */
const cursorFilters = (query: InvoiceQuery) => [
  query.search ?? '',
  [...(query.status ?? [])].sort(),
  query.from,
  query.to,
  query.sort,
  query.pageSize,
];

/** An opaque cursor for a page of `query`'s results. */
export const encodeInvoiceCursor = (query: InvoiceQuery, cursor: InvoiceCursor): string =>
  encodePageCursor(cursorFilters(query), cursor);

/**
 * The cursor `query.cursor` carries, or a translated 400 on `cursor` when it is not one of ours or
 * was made for other filters, sort or page size.
 */
export const decodeInvoiceCursor = (query: InvoiceQuery, t: Translate): InvoiceCursor =>
  decodePageCursor(query.cursor ?? '', cursorFilters(query), 1, t);
