import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  groupCycles,
  type ImportEdge,
  importGraph,
  type LayerRule,
  violations,
} from '../../../../scripts/lib/import-graph.mjs';

// The folder layers of src/ (see the README's module map), checked on every import: static,
// dynamic and type-only alike, since a type import ties two folders for a reader just as well.

const root = join(import.meta.dirname, '..', '..');

/** A rule with the one line a failure prints to say why it exists. */
interface Rule extends LayerRule {
  reason: string;
}

/**
 * Edges the rules let through, each for a reason that cannot be fixed in place. Delete an entry
 * when its edge goes (a test below fails while an entry matches nothing).
 */
const EXCEPTIONS: readonly (Pick<ImportEdge, 'from' | 'to'> & { reason: string })[] = [
  {
    from: 'src/modules/payments/0140-payments.migration.ts',
    to: 'src/modules/invoices/invoice-json-triggers.ts',
    reason: 'migrations are immutable: 0140 shipped importing the invoices module’s trigger helper',
  },
];

const isException = (edge: ImportEdge) =>
  EXCEPTIONS.some((exception) => exception.from === edge.from && exception.to === edge.to);

const allEdges = importGraph(root, 'src');
const edges = allEdges.filter((edge) => !isException(edge));

/** Every feature module: each folder of `src/modules/`. */
const features = readdirSync(join(root, 'src', 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const RULES: readonly Rule[] = [
  ...features.map((feature) => ({
    name: `feature modules are islands (modules/${feature})`,
    reason:
      'a feature module may import the lower layers, never another feature module: what two of them share belongs in billing-core/ or identity/, and a reaction to another module goes through AppEvents',
    from: new RegExp(`^src/modules/${feature}/`),
    to: new RegExp(`^src/modules/(?!${feature}/)`),
  })),
  {
    name: 'e-invoicing builds documents from plain data',
    reason:
      'e-invoicing/ (DIAN documents, signature, PDF) is a lower layer working on plain input types: it may import kernel/, config/ and the sdk, never the database, feature modules or other folders of the app, so the lifecycle can use it from any module and its tests need no database',
    from: /^src\/e-invoicing\//,
    to: /^src\/(?!e-invoicing\/|kernel\/|config\/)/,
  },
  {
    name: 'lower layers never import feature modules',
    reason:
      'only the composition root assembles the modules (src/app/, src/modules/index.ts, and the entry points src/*.ts); every other folder must work without them',
    from: /^src\/(?!app\/|modules\/)[^/]+\//,
    to: /^src\/modules\//,
  },
];

/** The top-level folder of a source file; the entry points (`src/*.ts`) form one group; packages, none. */
const topFolder = (file: string) =>
  file.startsWith('src/') ? (/^src\/([^/]+)\//.exec(file)?.[1] ?? '(entry points)') : undefined;

/** The imports behind a folder cycle `a → b → a`: every file edge from one folder to the next. */
function importsAlong(cycle: string): string[] {
  const folders = cycle.split(' → ');
  return folders
    .slice(1)
    .flatMap((to, index) =>
      edges
        .filter((edge) => topFolder(edge.from) === folders[index] && topFolder(edge.to) === to)
        .map((edge) => `  ${edge.from} → ${edge.to} (${edge.kind})`),
    );
}

describe('the layers of src/', () => {
  test('the import graph is read (a broken reader would pass every rule)', () => {
    expect(allEdges.length).toBeGreaterThan(500);
    expect(features.length).toBeGreaterThanOrEqual(10);
    expect(allEdges.some((edge) => edge.kind === 'type')).toBe(true);
  });

  test.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const found = violations(edges, [rule]);
    expect(found, `${rule.reason}. Offending imports:\n${found.join('\n')}`).toEqual([]);
  });

  test('no import cycle between the top-level folders of src/', () => {
    const cycles = groupCycles(edges, topFolder);
    const explained = cycles.map((cycle) => [cycle, ...importsAlong(cycle)].join('\n'));
    expect(
      cycles,
      `each folder must be readable and testable with only the folders below it. Cycles:\n${explained.join('\n')}`,
    ).toEqual([]);
  });

  test.each(EXCEPTIONS.map((exception) => [`${exception.from} → ${exception.to}`, exception] as const))(
    'the exception %s is still needed',
    (_name, exception) => {
      expect(allEdges.some((edge) => edge.from === exception.from && edge.to === exception.to)).toBe(true);
    },
  );
});
