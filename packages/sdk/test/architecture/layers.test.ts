import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { groupCycles, importGraph } from '../../../../scripts/lib/import-graph.mjs';

const packageDir = join(import.meta.dirname, '..', '..');
const layerOf = (file: string) => file.match(/^src\/([^/.]+)\//)?.[1];

// Each entry (`@facturo/sdk/<layer>`) may use the layers below it at run time, never one above: a widget
// that imports `/co` never pulls `/http` into its download, and the picture stays a pyramid. Layers on
// one rank are peers and do not import each other. Type-only imports are free (they vanish at build).
const RANKS: Record<string, number> = {
  core: 0,
  config: 1,
  webhooks: 1,
  i18n: 2,
  validation: 3,
  co: 4,
  schemas: 5,
  billing: 6,
  endpoints: 6,
  http: 7,
  session: 7,
  permissions: 7,
  forms: 8,
  cart: 8,
  captcha: 8,
  portal: 9,
};

const edges = importGraph(packageDir, 'src').filter((edge) => edge.kind !== 'type');

describe('the sdk layers', () => {
  test('every folder of src/ is a known layer', () => {
    const folders = readdirSync(join(packageDir, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(Object.keys(RANKS).sort());
  });

  test('a layer imports only layers below it at run time', () => {
    const upward = edges
      .filter((edge) => edge.to.startsWith('src/'))
      .map((edge) => ({ ...edge, fromLayer: layerOf(edge.from), toLayer: layerOf(edge.to) }))
      .filter(({ fromLayer, toLayer }) => fromLayer && toLayer && fromLayer !== toLayer)
      .filter(
        ({ fromLayer, toLayer }) => (RANKS[toLayer as string] ?? 99) >= (RANKS[fromLayer as string] ?? -1),
      )
      .map(({ from, to }) => `${from} → ${to}`);
    expect(upward).toEqual([]);
  });

  test('no cycles between layers', () => {
    expect(groupCycles(edges, layerOf)).toEqual([]);
  });

  test('only the portal imports @facturo/sdk/portal', () => {
    const root = join(packageDir, '..', '..');
    const outside = ['packages/widgets', 'packages/api', 'examples']
      .flatMap((dir) =>
        importGraph(join(root, dir), dir.startsWith('examples') ? '.' : 'src').map((edge) => ({
          dir,
          ...edge,
        })),
      )
      .filter((edge) => edge.to === '@facturo/sdk/portal')
      .map((edge) => `${edge.dir}/${edge.from}`);
    expect(outside).toEqual([]);
  });
});
