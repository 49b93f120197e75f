import type { ReactNode } from 'react';
import * as table from './data-table.css';

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  /** The header text; on narrow containers also the label printed above each cell's value. */
  label: string;
  /** Right-aligned figures (amounts, days, quantities). */
  numeric?: boolean;
  /** What the column shows for one row. */
  cell: (row: Row) => ReactNode;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Read by screen readers and shown as a small heading over the table. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row (an id), so React keeps rows apart when the list changes. */
  rowKey: (row: Row) => string;
  /**
   * Whether the first column names its row (`<th scope="row">`, the whole width of a card): a service,
   * an invoice line. Off for rows no single cell names, such as payments. Defaults to `true`.
   */
  rowHeader?: boolean;
  /** A `<tfoot>` after the rows (totals), styled with the same sheet. */
  footer?: ReactNode;
}

const cellClass = (numeric: boolean | undefined, wide: boolean) =>
  [table.td, numeric ? table.numeric : '', wide ? table.wide : ''].filter(Boolean).join(' ');

/**
 * A read-only table that turns each row into a small labelled card on narrow containers: one markup
 * for every list of figures in the widgets (schedules, adjustments, invoice lines, payments), so they
 * share semantics (caption, column and row headers) and the responsive behaviour.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeader = true,
  footer,
}: DataTableProps<Row>) {
  return (
    <div className={table.frame}>
      <table className={table.table}>
        <caption className={table.caption}>{caption}</caption>
        <thead className={table.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                className={column.numeric ? `${table.th} ${table.numeric}` : table.th}
                scope="col"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={table.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={table.row}>
              {columns.map((column, index) =>
                rowHeader && index === 0 ? (
                  <th
                    key={column.label}
                    className={cellClass(column.numeric, true)}
                    scope="row"
                    data-label={column.label}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.label}
                    className={cellClass(column.numeric, false)}
                    data-label={column.label}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer}
      </table>
    </div>
  );
}
