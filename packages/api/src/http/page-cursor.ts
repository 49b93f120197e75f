import { createHash } from 'node:crypto';
import type { Translate } from '@facturo/sdk/i18n';
import { ApiProblem } from './api-problem';

/**
 * Where a cursor page starts: after (`next`) or before (`prev`) one row in a list's sort order. Every
 * keyset-paged list (invoices, the clinic lists) hands these out as `next_cursor` / `prev_cursor`.
 */
export interface PageCursor {
  direction: 'next' | 'prev';
  /** That row's sort keys, as PostgreSQL prints them (microseconds kept), in sort order. */
  keys: string[];
  id: string;
  /** The number of the page the cursor leads to, for the page-number UI. */
  page: number;
  /** The count made on the first request of this filter set, carried instead of counted again. */
  total: number;
}

/**
 * A digest of the query fields a cursor is only valid with (filters, sort, page size): following a
 * cursor with others would skip or repeat rows.
 */
function fingerprint(filters: unknown): string {
  return createHash('sha256').update(JSON.stringify(filters)).digest('base64url').slice(0, 16);
}

/** An opaque cursor (base64url JSON) for a page of the list `filters` select. */
export function encodePageCursor(filters: unknown, cursor: PageCursor): string {
  const { direction, keys, id, page, total } = cursor;
  const wire = { f: fingerprint(filters), d: direction, k: keys, i: id, p: page, t: total };
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const count = (value: unknown, min: number) => Number.isSafeInteger(value) && (value as number) >= min;
const sortKeys = (value: unknown, length: number) =>
  Array.isArray(value) &&
  value.length === length &&
  value.every((key) => typeof key === 'string' && key.length <= 200);

/**
 * The cursor `raw` carries, or a translated 400 `validation_failed` on `cursor` when it is not one of
 * ours, was made for other filters, sort or page size, or for a list with other sort keys.
 */
export function decodePageCursor(raw: string, filters: unknown, keyCount: number, t: Translate): PageCursor {
  let wire: Record<string, unknown> | undefined;
  try {
    wire = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    wire = undefined;
  }
  const valid =
    wire !== null &&
    typeof wire === 'object' &&
    wire.f === fingerprint(filters) &&
    (wire.d === 'next' || wire.d === 'prev') &&
    sortKeys(wire.k, keyCount) &&
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
    direction: wire.d as PageCursor['direction'],
    keys: wire.k as string[],
    id: wire.i as string,
    page: wire.p as number,
    total: wire.t as number,
  };
}
