import { visuallyHidden } from '@facturo/ui/styles';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './page.css';
import './table-cards.css';

/**
 * Names every body cell after its column (`data-label`), which the phone layout shows before the
 * value. Rows are the caller's components, so the cells are labelled in the DOM, again whenever rows
 * change; a column with a hidden header (actions) gets an empty label.
 */
function useCellLabels(columns: readonly TableColumn[]) {
  const body = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => {
    const tbody = body.current;
    if (!tbody) return;
    const label = () => {
      for (const row of tbody.rows) {
        [...row.cells].forEach((cell, index) => {
          const column = columns[index];
          const text = column && !column.hiddenLabel ? column.label : '';
          if (cell.dataset.label !== text) cell.dataset.label = text;
        });
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(tbody, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [columns]);
  return body;
}

/**
 * Whether the table's box scrolls sideways (a wide table in a narrow card). A box that scrolls must
 * take the keyboard's focus, or keyboard users cannot reach what is off to the side (axe's
 * scrollable-region-focusable); one that fits stays out of the tab order.
 */
function useSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [sideways, setSideways] = useState(false);
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => setSideways(node.scrollWidth > node.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { box, sideways };
}

/** A column of {@link DataTable}. */
export interface TableColumn {
  label: string;
  /** Right-aligned, tabular figures (amounts, counts). */
  numeric?: boolean;
  /** A header only screen readers hear (an actions column). */
  hiddenLabel?: boolean;
}

/**
 * A table with header cells; the rows are the caller's `<tr>`s (use {@link cellClass}). Scrolls
 * sideways when wide; below the md breakpoint each row becomes a card of "column: value" lines.
 */
export function DataTable({
  columns,
  caption,
  children,
}: {
  columns: readonly TableColumn[];
  caption?: string;
  children: ReactNode;
}) {
  const body = useCellLabels(columns);
  const { box, sideways } = useSideways();
  return (
    <div
      ref={box}
      className={styles.tableWrap}
      {...(sideways ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
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
        <tbody ref={body}>{children}</tbody>
      </table>
    </div>
  );
}

/** The class of a body cell (`numeric` for amounts and counts). */
export function cellClass(numeric = false): string {
  return numeric ? `${styles.td} ${styles.numeric}` : styles.td;
}
