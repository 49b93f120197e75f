import { createHash } from 'node:crypto';
import type { Translate } from '@facturo/sdk/i18n';
import type { InvoiceQuery } from '@facturo/sdk/schemas';
import { ApiProblem } from '../../http/api-problem';

/** Where a cursor page starts: after (`next`) or before (`prev`) one invoice in the sort order. */
export interface InvoiceCursor {
  direction: 'next' | 'prev';
  /** The sort column's value of that invoice, as PostgreSQL prints it (microseconds kept). */
  key: string;
  id: string;
  /** The number of the page the cursor leads to, for the page-number UI. */
  page: number;
  /** The count made on the first request of this filter set, carried instead of counted again. */
  total: number;
}

/** The query fields a cursor is only valid with: following it with others would skip or repeat rows. */
function filterFingerprint(query: InvoiceQuery): string {
  const fields = [
    query.search ?? '',
    [...(query.status ?? [])].sort(),
    query.from,
    query.to,
    query.sort,
    query.pageSize,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 16);
}

/** An opaque cursor (base64url JSON) for a page of `query`'s results. */
export function encodeInvoiceCursor(query: InvoiceQuery, cursor: InvoiceCursor): string {
  const { direction, key, id, page, total } = cursor;
  const wire = { f: filterFingerprint(query), d: direction, k: key, i: id, p: page, t: total };
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const count = (value: unknown, min: number) => Number.isSafeInteger(value) && (value as number) >= min;

/**
 * The cursor `query.cursor` carries, or a translated 400 on `cursor` when it is not one of ours or
 * was made for other filters, sort or page size.
 */
export function decodeInvoiceCursor(query: InvoiceQuery, t: Translate): InvoiceCursor {
  let wire: Record<string, unknown> | undefined;
  try {
    wire = JSON.parse(Buffer.from(query.cursor ?? '', 'base64url').toString('utf8'));
  } catch {
    wire = undefined;
  }
  const valid =
    wire !== null &&
    typeof wire === 'object' &&
    wire.f === filterFingerprint(query) &&
    (wire.d === 'next' || wire.d === 'prev') &&
    typeof wire.k === 'string' &&
    wire.k.length <= 64 &&
    typeof wire.i === 'string' &&
    UUID.test(wire.i) &&
    count(wire.p, 1) &&
    count(wire.t, 0);
  if (!wire || !valid) {
    throw new ApiProblem(400, 'validation_failed', {
      fieldErrors: { cursor: [t('validation.cursor')] },
      detail: 'cursor not valid for this query',
    });
  }
  return {
    direction: wire.d as InvoiceCursor['direction'],
    key: wire.k as string,
    id: wire.i as string,
    page: wire.p as number,
    total: wire.t as number,
  };
}
