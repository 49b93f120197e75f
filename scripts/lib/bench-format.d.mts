/** One benchmark result, as printed by `report` and gathered by `pnpm bench`. */
export interface BenchResult {
  suite: string;
  metric: string;
  /** Absent when `skipped`. */
  value?: number;
  unit: string;
  baseline?: number;
  baselineLabel?: string;
  target?: string;
  pass?: boolean;
  note?: string;
  /** Why `value` could not be measured; the table shows it in its place. */
  skipped?: string;
}
export function report(result: BenchResult): void;
export function parseResults(output: string): BenchResult[];
export function renderTable(results: BenchResult[]): string;
