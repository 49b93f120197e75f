/** One benchmark result, as printed by `report` and gathered by `pnpm bench`. */
export interface BenchResult {
  suite: string;
  metric: string;
  value: number;
  unit: string;
  baseline?: number;
  baselineLabel?: string;
  target?: string;
  pass?: boolean;
  note?: string;
}
export function report(result: BenchResult): void;
export function parseResults(output: string): BenchResult[];
export function renderTable(results: BenchResult[]): string;
