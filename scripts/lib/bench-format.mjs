// The one format every benchmark speaks: each result is a line "BENCH <json>" on stdout, so the
// root runner can gather results from any package and print them side by side with their baselines.

/**
 * @typedef {object} BenchResult
 * @property {string} suite       Where it comes from, e.g. "sdk: case keys".
 * @property {string} metric      What was measured.
 * @property {number} [value]     Our measurement (absent when `skipped`).
 * @property {string} unit        Unit of `value` and `baseline`.
 * @property {number} [baseline]  The comparison point measured in the same run.
 * @property {string} [baselineLabel] What the baseline is (e.g. "humps 2.0.1").
 * @property {string} [target]    The target in words, e.g. "≥ 3× humps".
 * @property {boolean} [pass]     Whether the target is met.
 * @property {string} [note]
 * @property {string} [skipped]   Why `value` could not be measured (shown instead of it).
 */

/** Emits one result line. @param {BenchResult} result */
export function report(result) {
  process.stdout.write(`BENCH ${JSON.stringify(result)}\n`);
}

/** Parses the result lines out of a process's output. @param {string} output @returns {BenchResult[]} */
export function parseResults(output) {
  return output
    .split('\n')
    .filter((line) => line.startsWith('BENCH '))
    .map((line) => JSON.parse(line.slice(6)));
}

const format = (value, unit) =>
  value === undefined
    ? '—'
    : `${Number.isInteger(value) ? value : value.toFixed(value < 10 ? 2 : 1)} ${unit}`;

/** Renders results as an aligned text table. @param {BenchResult[]} results */
export function renderTable(results) {
  const rows = [
    ['suite', 'metric', 'ours', 'baseline', 'target', 'status', 'note'],
    ...results.map((result) => [
      result.suite,
      result.metric,
      result.skipped ? `skipped: ${result.skipped}` : format(result.value, result.unit),
      result.baseline === undefined
        ? '—'
        : `${format(result.baseline, result.unit)} (${result.baselineLabel ?? 'baseline'})`,
      result.target ?? '—',
      result.pass === undefined ? 'info' : result.pass ? 'PASS' : 'MISS',
      result.note ?? '',
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '))
    .join('\n');
}
