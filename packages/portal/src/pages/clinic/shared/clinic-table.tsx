import type { ReactNode } from 'react';
import * as table from '../../../ui/page.css';
import '../../../ui/table-cards.css';
import * as styles from './clinic.css';

/** One column of a {@link ClinicTable}. */
export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Short values that read badly wrapped (documents, times, phones). */
  nowrap?: boolean;
  /** The cell that names the row (a patient), announced as the row's header. */
  rowHeader?: boolean;
}

/** Props of {@link ClinicTable}. */
export interface ClinicTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  caption?: ReactNode;
  /** Fills the remaining height of a fixed-height page and scrolls inside, keeping the header row. */
  fill?: boolean;
}

/** A column's name on a phone, where each row is a card (a header that is not plain text shows none). */
const labelOf = (column: { header: ReactNode }) => (typeof column.header === 'string' ? column.header : '');

/**
 * A data table of the clinic pages: column headers, an optional caption, a row header cell; below
 * the md breakpoint each row is a card of "column: value" lines.
 */
export function ClinicTable<Row>({ rows, columns, rowKey, caption, fill }: ClinicTableProps<Row>) {
  const cellClass = (column: Column<Row>) =>
    [table.td, column.nowrap && styles.nowrap, column.rowHeader && styles.rowHeader]
      .filter(Boolean)
      .join(' ');
  return (
    <div className={fill ? styles.tableScroll : table.tableWrap}>
      <table className={table.table}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <thead className={fill ? styles.stickyHead : undefined}>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are static; their order is their identity.
              <th key={index} className={table.th} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see the header row.
                  <th key={index} className={cellClass(column)} scope="row" data-label={labelOf(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see the header row.
                  <td key={index} className={cellClass(column)} data-label={labelOf(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
