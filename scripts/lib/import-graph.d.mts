/** One import: from a source file to a file (relative to the package) or a bare specifier. */
export interface ImportEdge {
  from: string;
  to: string;
  kind: 'static' | 'dynamic' | 'type';
}
/** A forbidden direction between files. */
export interface LayerRule {
  name: string;
  from: RegExp;
  to: RegExp;
  allow?: RegExp;
  /** `false` ignores type-only imports. */
  types?: boolean;
}
export function importGraph(root: string, dir?: string): ImportEdge[];
export function violations(edges: readonly ImportEdge[], rules: readonly LayerRule[]): string[];
export function groupCycles(
  edges: readonly ImportEdge[],
  groupOf: (file: string) => string | undefined,
): string[];
