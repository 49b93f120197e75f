import { formatCOP, formatDate } from '@facturo/sdk/co';
import type { Invoice, InvoiceSort } from '@facturo/sdk/schemas';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowsSort from '@tabler/icons-react/dist/esm/icons/IconArrowsSort.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import type { KeyboardEvent } from 'react';
import { useWidget } from '../runtime/react/widget-context';
import * as table from '../ui/data-table.css';
import * as styles from './invoice-list.css';
import type { SortField } from './invoice-list-state';
import { InvoiceStatusBadge } from './invoice-status';

/** Props of {@link InvoiceTable}. */
export interface InvoiceTableProps {
  invoices: readonly Invoice[];
  sort: InvoiceSort;
  onSort: (field: SortField) => void;
  /** A row was activated (click, Enter or Space on its number). */
  onOpen: (invoice: Invoice) => void;
  /** `true` while the next page loads: the rows shown are the previous ones. */
  stale: boolean;
  caption: string;
}

const ICON = { size: 14, 'aria-hidden': true, focusable: 'false' } as const;

/** Arrow keys, Home and End move between the rows' buttons (one tab stop per row stays too). */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
  const target = event.target as HTMLElement;
  if (!target.dataset.row) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-row]')];
  const index = buttons.indexOf(target as HTMLButtonElement);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
}

/**
 * The invoices of one page: number (with the concept), status, issue date, due date, payment date and
 * total. Number, dates and total sort on the server; the header says which order is active
 * (`aria-sort`). Each row opens with its number's button; arrow keys move between rows.
 */
export function InvoiceTable({ invoices, sort, onSort, onOpen, stale, caption }: InvoiceTableProps) {
  const { t, locale } = useWidget();
  const labels = {
    number: t('invoices.columnNumber'),
    status: t('invoices.columnStatus'),
    created: t('invoices.columnCreated'),
    due: t('invoices.columnDue'),
    paid: t('invoices.columnPaid'),
    total: t('invoices.columnTotal'),
  };
  const header = (field: SortField | null, label: string, numeric = false) => {
    const className = numeric ? `${table.th} ${table.numeric}` : table.th;
    if (!field) {
      return (
        <th className={className} scope="col">
          {label}
        </th>
      );
    }
    const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
    return (
      <th className={className} scope="col" aria-sort={direction}>
        <button type="button" className={styles.sortButton} onClick={() => onSort(field)}>
          {label}
          {direction === 'ascending' ? (
            <IconArrowUp {...ICON} />
          ) : direction === 'descending' ? (
            <IconArrowDown {...ICON} />
          ) : (
            <IconArrowsSort {...ICON} />
          )}
        </button>
      </th>
    );
  };

  return (
    <div className={`${table.frame} ${stale ? styles.stale : ''}`}>
      <table className={table.table}>
        <caption className={table.caption}>{caption}</caption>
        <thead className={table.head}>
          <tr>
            {header('number', labels.number)}
            {header(null, labels.status)}
            {header('created_at', labels.created)}
            {header('due_date', labels.due)}
            {header(null, labels.paid)}
            {header('total', labels.total, true)}
          </tr>
        </thead>
        <tbody className={table.body} onKeyDown={moveBetweenRows}>
          {invoices.map((invoice, index) => (
            <tr
              key={invoice.id}
              className={`${table.row} ${styles.clickableRow}`}
              onClick={() => onOpen(invoice)}
            >
              <th className={`${table.td} ${table.wide}`} scope="row" data-label={labels.number}>
                <button type="button" className={styles.rowButton} data-row={index} data-invoice={invoice.id}>
                  <span>{invoice.number}</span>
                  <span className={styles.concept}>{invoice.concept}</span>
                  {invoice.creditNotes.length > 0 ? (
                    <span className={styles.concept}>
                      {t('invoices.correctedBy', {
                        count: invoice.creditNotes.length,
                        numbers: invoice.creditNotes.map((note) => note.number).join(', '),
                      })}
                    </span>
                  ) : null}
                </button>
              </th>
              <td className={table.td} data-label={labels.status}>
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              <td className={table.td} data-label={labels.created}>
                {formatDate(invoice.createdAt, locale)}
              </td>
              <td className={table.td} data-label={labels.due}>
                {formatDate(invoice.dueDate, locale)}
              </td>
              <td className={table.td} data-label={labels.paid}>
                {invoice.paidAt ? formatDate(invoice.paidAt, locale) : '—'}
              </td>
              <td className={`${table.td} ${table.numeric}`} data-label={labels.total}>
                <strong>{formatCOP(invoice.total, locale)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
