// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  groupCycles,
  type ImportEdge,
  importGraph,
  type LayerRule,
  violations,
} from '../../../../scripts/lib/import-graph.mjs';

// The layers of src/, bottom up: runtime/core (framework-free) ← runtime/react (the React adapter)
// ← ui/ and demo/ ← one folder per widget ← the list, the registries and the entries. See README.md.
const root = path.resolve(import.meta.dirname, '../..');
const edges = importGraph(root);

/** Widget folders: top-level folders of src/ that hold their spec, `<name>/<name>.widget.ts`. */
const WIDGETS = readdirSync(path.join(root, 'src'), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && existsSync(path.join(root, 'src', entry.name, `${entry.name}.widget.ts`)),
  )
  .map((entry) => entry.name);
const anyWidget = new RegExp(`^src/(${WIDGETS.join('|')})/`);

// A widget embeds another the way a page does: a lazy import of its component (the module its spec
// loads), so the two share no code and no static module. Nothing else crosses widget folders.
const embedsWidget = (edge: ImportEdge) => edge.kind === 'dynamic' && /^src\/([^/]+)\/\1\.tsx$/.test(edge.to);

interface Rule extends LayerRule {
  /** Why the rule exists, shown with each violation. */
  reason: string;
  /** The edges the rule looks at (all by default). */
  edges?: ImportEdge[];
}

const RULES: Rule[] = [
  {
    name: 'runtime/core is framework-free',
    reason: 'it is the part any framework adapter (or none: the script tag loader) builds on',
    from: /^src\/runtime\/core\//,
    to: /^(react|react-dom)(\/|$)|^@preact\/signals-react(\/|$)/,
  },
  {
    name: 'runtime/core never imports the React adapter',
    reason: 'the adapter line runs one way: runtime/react builds on runtime/core',
    from: /^src\/runtime\/core\//,
    to: /^src\/runtime\/react\//,
  },
  {
    name: 'runtime never imports a widget folder',
    reason: 'widgets register themselves (specs, declaration merging); the runtime never lists them',
    from: /^src\/runtime\//,
    to: anyWidget,
  },
  {
    name: 'runtime never imports ui/',
    reason: 'ui/ is built on the runtime; the frame draws its own states with runtime pieces',
    from: /^src\/runtime\//,
    to: /^src\/ui\//,
  },
  {
    name: 'runtime never imports the entries, the list of widgets or the registries',
    reason: 'index.ts, elements.ts, dom-types.ts, widgets.ts and the registries sit on top of everything',
    from: /^src\/runtime\//,
    to: /^src\/[^/]+\.tsx?$/,
  },
  {
    name: 'runtime never imports the script tag or the demo data',
    reason: 'the script tag is an entry on top; demo data belongs to the widgets that show it',
    from: /^src\/runtime\//,
    to: /^src\/(script-tag|demo)\//,
  },
  {
    name: 'ui/ never imports a widget folder',
    reason: 'ui/ holds the pieces every widget shares; a piece one widget needs lives in its folder',
    from: /^src\/ui\//,
    to: anyWidget,
  },
  {
    name: 'demo data imports nothing of the widgets',
    reason: 'it is plain data several widgets show (the catalogue, the demo user)',
    from: /^src\/demo\//,
    to: /^src\/(?!demo\/)|^(react|react-dom)(\/|$)/,
  },
  ...WIDGETS.map((widget) => ({
    name: `${widget}/ never imports another widget folder`,
    reason: 'a shared piece moves down (ui/, demo/, runtime/); embedding is a lazy import of the component',
    from: new RegExp(`^src/${widget}/`),
    to: new RegExp(`^src/(${WIDGETS.filter((other) => other !== widget).join('|')})/`),
    edges: edges.filter((edge) => !embedsWidget(edge)),
  })),
  {
    name: 'demo data is imported lazily',
    reason:
      'only a `demo` widget downloads its demo answers (the demo transport); a static import would put them in every first download',
    from: /^src\/(?!demo\/)(?!.*\.demo\.ts$)/,
    to: /^src\/(demo\/|.*\.demo\.ts$)/,
    edges: edges.filter((edge) => edge.kind === 'static'),
  },
  {
    name: "the checkout's HTTP adapters never import its screens",
    reason: 'the adapter checks answers with its own module (circle 5 of the architecture review)',
    from: /^src\/checkout\/api\//,
    to: /^src\/checkout\/(?!api\/)/,
  },
];

describe('the layers of src/', () => {
  test('the import graph and the widget folders are found', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(WIDGETS.sort()).toEqual([
      'billing-date',
      'checkout',
      'invoice-list',
      'login',
      'pricing-table',
      'subscription-manager',
    ]);
  });

  test.each(RULES)('$name', (rule) => {
    const found = violations(rule.edges ?? edges, [rule]).map((line) => `${line} (${rule.reason})`);
    expect(found).toEqual([]);
  });

  test('no cycles between the top-level folders and files of src/', () => {
    const topLevel = (file: string) => (file.startsWith('src/') ? file.split('/')[1] : undefined);
    expect(groupCycles(edges, topLevel)).toEqual([]);
  });
});
