import {
  INVOICE_PAGE_SIZES,
  INVOICE_STATUSES,
  type InvoiceSort,
  type InvoiceStatus,
} from '@facturo/sdk/schemas';
import { batch, signal } from '@preact/signals-react';
import type { InvoiceListQuery } from './invoices-api';

/** A page size the API accepts. */
export type PageSize = (typeof INVOICE_PAGE_SIZES)[number];

/** `value` when it is an accepted page size, else 10. */
export function pageSizeOf(value: unknown): PageSize {
  return (INVOICE_PAGE_SIZES as readonly unknown[]).includes(value) ? (value as PageSize) : 10;
}

/**
 * `value` when it is a status the API filters by, else `''` (every status). A typo in the `status`
 * attribute is reported and ignored: the list still shows, instead of the API's 422.
 */
export function statusOf(value: unknown): InvoiceStatus | '' {
  if (value === undefined || value === null || value === '') return '';
  if ((INVOICE_STATUSES as readonly unknown[]).includes(value)) return value as InvoiceStatus;
  console.warn(
    `Facturo: <facturo-invoice-list status="${String(value)}"> is not an invoice status and was ignored. Use one of: ${INVOICE_STATUSES.join(', ')}.`,
  );
  return '';
}

/** The sortable columns and their API field. */
export const SORT_FIELDS = ['number', 'created_at', 'due_date', 'total'] as const;

/** One of {@link SORT_FIELDS}. */
export type SortField = (typeof SORT_FIELDS)[number];

/**
 * What the buyer set in the list, in signals: search text as typed, filters, page, page size, sort and
 * the invoice open in the detail view. One per widget, so a locale or theme change keeps the view.
 * Every filter change goes back to page 1.
 */
export class InvoiceListState {
  readonly search = signal('');
  /** The search as sent: what was typed once the typing paused (see `settle`). */
  readonly settled = signal('');
  readonly status = signal<InvoiceStatus | ''>('');
  /** An issue date (ISO), `''` for none, `null` while its field holds an impossible one (no filter). */
  readonly from = signal<string | null>('');
  /** Like `from`. */
  readonly to = signal<string | null>('');
  readonly page = signal(1);
  readonly pageSize = signal<PageSize>(10);
  readonly sort = signal<InvoiceSort>('-created_at');
  /** The invoice shown in the detail view, or `null` for the list. */
  readonly openId = signal<string | null>(null);

  constructor(initial: { search?: string | undefined; status?: unknown; pageSize?: unknown }) {
    this.search.value = initial.search ?? '';
    this.settled.value = this.search.value;
    this.status.value = statusOf(initial.status);
    this.pageSize.value = pageSizeOf(initial.pageSize);
  }

  /** The typing paused: search for `search`, from the first page (in one change, one request). */
  settle(search: string): void {
    if (search === this.settled.peek()) return;
    batch(() => {
      this.settled.value = search;
      this.page.value = 1;
    });
  }

  /** Sets a filter and goes back to the first page. */
  filter<Name extends 'status' | 'from' | 'to'>(name: Name, value: InvoiceListState[Name]['value']): void {
    batch(() => {
      (this[name] as { value: unknown }).value = value;
      this.page.value = 1;
    });
  }

  /** Changes the page size, keeping the first invoice shown in view. */
  resize(size: PageSize): void {
    batch(() => {
      const first = (this.page.value - 1) * this.pageSize.value;
      this.pageSize.value = size;
      this.page.value = Math.floor(first / size) + 1;
    });
  }

  /** Sorts by `field`: ascending first for numbers, newest first for dates; again toggles it. */
  sortBy(field: SortField): void {
    const current = this.sort.value;
    const next: InvoiceSort =
      current === field
        ? `-${field}`
        : current === `-${field}`
          ? field
          : field === 'number' || field === 'total'
            ? field
            : `-${field}`;
    batch(() => {
      this.sort.value = next;
      this.page.value = 1;
    });
  }

  /** `true` when a filter other than the search is set. */
  get filtered(): boolean {
    return this.status.value !== '' || this.from.value !== '' || this.to.value !== '';
  }

  /** Clears the search and every filter. */
  clear(): void {
    batch(() => {
      this.search.value = '';
      this.settled.value = '';
      this.status.value = '';
      this.from.value = '';
      this.to.value = '';
      this.page.value = 1;
    });
  }

  /** The API query for the current view (`to` left out while it is before `from`). */
  query(rangeValid: boolean): InvoiceListQuery {
    const trimmed = this.settled.value.trim();
    return {
      ...(trimmed ? { search: trimmed } : {}),
      ...(this.status.value ? { status: this.status.value } : {}),
      ...(this.from.value ? { from: this.from.value } : {}),
      ...(this.to.value && rangeValid ? { to: this.to.value } : {}),
      page: this.page.value,
      pageSize: this.pageSize.value,
      sort: this.sort.value,
    };
  }
}
