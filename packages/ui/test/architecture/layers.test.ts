// @vitest-environment node
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  groupCycles,
  importGraph,
  type LayerRule,
  violations,
} from '../../../../scripts/lib/import-graph.mjs';

// The kit sits under the portal and the widgets: it may build on the sdk and React, and on nothing
// else of ours, so either of them can use any piece without pulling in the other. Its styles entry
// (`@facturo/ui/styles`) is framework-free, because the widgets' runtime core imports it.
const root = path.resolve(import.meta.dirname, '../..');
const edges = importGraph(root);

interface Rule extends LayerRule {
  /** Why the rule exists, shown with each violation. */
  reason: string;
}

const RULES: Rule[] = [
  {
    name: 'the kit imports only the sdk, React and its own libraries',
    reason: 'the portal and the widgets stand on it; it stands on nothing of theirs',
    from: /^src\//,
    to: /^(?!\.|src\/)/,
    allow: /^(@facturo\/sdk\/|react(-dom)?(\/|$)|@vanilla-extract\/css$|@tabler\/icons-react\/)/,
  },
  {
    name: 'the styles are framework-free',
    reason: "the widgets' runtime core (no React) builds its frame on them",
    from: /^src\/(styles\/|design-tokens\.ts$)/,
    to: /^(react|react-dom)(\/|$)|^src\/(?!styles\/)/,
  },
  {
    name: 'the design tokens import nothing',
    reason: 'a host stylesheet reads them without loading the kit (`@facturo/widgets/design-tokens`)',
    from: /^src\/(styles\/design-tokens|design-tokens)\.ts$/,
    to: /^(?!src\/styles\/design-tokens\.ts$)/,
  },
];

describe('the kit’s layers', () => {
  test('the import graph is found', () => {
    expect(edges.length).toBeGreaterThan(10);
  });

  test.each(RULES)('$name', (rule) => {
    expect(violations(edges, [rule]).map((line) => `${line} (${rule.reason})`)).toEqual([]);
  });

  test('no cycles between the folders of src/', () => {
    const folder = (file: string) => (file.startsWith('src/') ? file.split('/')[1] : undefined);
    expect(groupCycles(edges, folder)).toEqual([]);
  });
});
