import { Button } from '@facturo/ui';
import { visuallyHidden } from '@facturo/ui/styles';
import { useId, useState } from 'react';
import { cellClass, DataTable } from '../../../ui/data-table';
import * as styles from './column-chart.css';

/** One column of {@link ColumnChart}: a month, its value and, optionally, its limit. */
export interface ChartColumn {
  key: string;
  /** The full name, for the table and screen readers (`noviembre de 2026`). */
  label: string;
  /** Under the bar (`nov.`). */
  shortLabel: string;
  value: number;
  /** A limit drawn across the column (the plan's documents); a bar above it is coloured as over. */
  limit?: number;
}

/** Props of {@link ColumnChart}. */
export interface ColumnChartProps {
  /** The chart's accessible name and the table's caption. */
  title: string;
  columns: readonly ChartColumn[];
  /** Formats a value for the table and screen readers (`$ 15.000`, `1.200`). */
  format: (value: number) => string;
  /** Formats the axis' ticks, shorter where space is short (`$ 2 M`); `format` by default. */
  formatAxis?: (value: number) => string;
  /** Headers of the table alternative: the month, the value and (with limits) the limit. */
  headers: { column: string; value: string; limit?: string };
  /** Legend texts: the bars, and those over their limit, and the limit line. */
  legend: { value: string; over?: string; limit?: string };
  /** A sentence that sums the chart up for screen readers (the highest month, the trend). */
  summary: string;
  /** The toggle's texts. */
  toggle: { showTable: string; showChart: string };
}

/** A "nice" axis maximum: 1, 2, 2.5 or 5 × 10ⁿ at or above `value`. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * A column chart drawn with plain elements (no charting library: the dashboard's two charts need
 * columns, a limit line and a legend, and a library would weigh more than the page). Accessible
 * both ways: the plot is an image named by `title` and described by `summary`, and the same data
 * is a table — hidden on screen but read by screen readers, shown in place of the chart with "Ver
 * como tabla". Colours come from the theme, so it reads in light and dark alike.
 */
export function ColumnChart({
  title,
  columns,
  format,
  formatAxis = format,
  headers,
  legend,
  summary,
  toggle,
}: ColumnChartProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const hasLimits = columns.some((column) => column.limit !== undefined);
  const hasOver = columns.some((column) => column.limit !== undefined && column.value > column.limit);
  const top = niceCeiling(Math.max(0, ...columns.map((column) => Math.max(column.value, column.limit ?? 0))));
  const percent = (value: number) => `${Math.min(100, (Math.max(0, value) / top) * 100)}%`;
  const tableColumns = [
    { label: headers.column },
    { label: headers.value, numeric: true },
    ...(hasLimits && headers.limit ? [{ label: headers.limit, numeric: true }] : []),
  ];
  const rows = columns.map((column) => (
    <tr key={column.key}>
      <td className={cellClass()}>{column.label}</td>
      <td className={cellClass(true)}>{format(column.value)}</td>
      {tableColumns.length > 2 ? (
        <td className={cellClass(true)}>{column.limit === undefined ? '—' : format(column.limit)}</td>
      ) : null}
    </tr>
  ));
  // Beside the chart the table is for screen readers only: a bare table in a clipped box (a table
  // keeps its content's width whatever it is told, and would widen the page; the visible table's
  // sideways-scrolling frame would be a scrollable region nobody can focus).
  const hiddenTable = (
    <div className={visuallyHidden}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {tableColumns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={visuallyHidden}>
        {title}
      </figcaption>
      <div className={styles.toolbar}>
        <ul className={styles.legend} aria-hidden={asTable}>
          <li className={styles.legendItem}>
            <span className={styles.swatch.value} />
            {legend.value}
          </li>
          {hasOver && legend.over ? (
            <li className={styles.legendItem}>
              <span className={styles.swatch.over} />
              {legend.over}
            </li>
          ) : null}
          {hasLimits && legend.limit ? (
            <li className={styles.legendItem}>
              <span className={styles.swatch.limit} />
              {legend.limit}
            </li>
          ) : null}
        </ul>
        <div className={styles.toggle}>
          <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? toggle.showChart : toggle.showTable}
          </Button>
        </div>
      </div>
      {asTable ? (
        <DataTable caption={title} columns={tableColumns}>
          {rows}
        </DataTable>
      ) : (
        <>
          <div role="img" aria-labelledby={titleId} aria-describedby={summaryId} className={styles.plot}>
            <div className={styles.axis} aria-hidden="true">
              {/* Absolutely placed ticks take no room: the widest one, unseen, sets the axis' width. */}
              <span className={styles.axisSizer}>{formatAxis(top)}</span>
              {[0, 0.5, 1].map((share) => (
                <span key={share} className={styles.axisTick} style={{ bottom: `${share * 100}%` }}>
                  {formatAxis(top * share)}
                </span>
              ))}
            </div>
            <div className={styles.bars} aria-hidden="true">
              {columns.map((column) => {
                const over = column.limit !== undefined && column.value > column.limit;
                return (
                  <div
                    key={column.key}
                    className={styles.column}
                    title={`${column.label}: ${format(column.value)}`}
                  >
                    <div
                      className={over ? styles.bar.over : styles.bar.value}
                      style={{ height: percent(column.value) }}
                    />
                    {column.limit !== undefined && column.limit > 0 ? (
                      <div className={styles.limit} style={{ bottom: percent(column.limit) }} />
                    ) : null}
                  </div>
                );
              })}
            </div>
            <div className={styles.labels} aria-hidden="true">
              {columns.map((column, index) => (
                <span
                  key={column.key}
                  className={
                    (columns.length - 1 - index) % 2 === 1
                      ? `${styles.label} ${styles.labelSecondary}`
                      : styles.label
                  }
                >
                  {column.shortLabel}
                </span>
              ))}
            </div>
          </div>
          <p id={summaryId} className={visuallyHidden}>
            {summary}
          </p>
          {hiddenTable}
        </>
      )}
    </figure>
  );
}
