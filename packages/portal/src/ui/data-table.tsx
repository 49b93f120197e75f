import { visuallyHidden } from '@facturo/ui/styles';
import type { ReactNode } from 'react';
import * as styles from './page.css';

/** A column of {@link DataTable}. */
export interface TableColumn {
  label: string;
  /** Right-aligned, tabular figures (amounts, counts). */
  numeric?: boolean;
  /** A header only screen readers hear (an actions column). */
  hiddenLabel?: boolean;
}

/** A scrollable table with header cells; the rows are the caller's `<tr>`s (use {@link cellClass}). */
export function DataTable({
  columns,
  caption,
  children,
}: {
  columns: readonly TableColumn[];
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption ? (
          <caption className={styles.muted} style={{ textAlign: 'start', padding: '12px 16px' }}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.numeric ? `${styles.th} ${styles.numeric}` : styles.th}
              >
                {column.hiddenLabel ? <span className={visuallyHidden}>{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The class of a body cell (`numeric` for amounts and counts). */
export function cellClass(numeric = false): string {
  return numeric ? `${styles.td} ${styles.numeric}` : styles.td;
}
