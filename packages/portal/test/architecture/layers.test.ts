import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  groupCycles,
  importGraph,
  type LayerRule,
  violations,
} from '../../../../scripts/lib/import-graph.mjs';

const root = join(import.meta.dirname, '..', '..');

/** One floor of the portal: its folders under `src/`, and why it may not look up. */
interface Layer {
  folders: readonly string[];
  reason: string;
}

/**
 * The portal's layers, ground floor first. A folder imports its own files and the floors below it,
 * never a folder beside it or above it. The README's "Map" section explains each floor.
 */
const LAYERS: readonly Layer[] = [
  {
    folders: ['styles'],
    reason: 'theme tokens and global CSS are the ground: they style, they know no code',
  },
  {
    folders: ['services'],
    reason: 'the services and their hooks are plain objects built at start-up; they render nothing',
  },
  {
    folders: ['ui'],
    reason: 'the design system serves every screen, so it knows no screen, query, route or the app entry',
  },
  {
    folders: ['data', 'help'],
    reason: 'server data and help content are read by screens; they render nothing and route nowhere',
  },
  {
    folders: ['forms', 'billing', 'router'],
    reason: 'shared feature components and the router machinery know no menu, layout, page or route table',
  },
  { folders: ['navigation'], reason: 'menus link by route name and get paths handed down, not imported' },
  {
    folders: ['components'],
    reason: 'the chrome (navbar, menus, switchers) is composed by layouts and pages',
  },
  { folders: ['layouts'], reason: 'a page frame wraps whatever page the router puts in its outlet' },
  { folders: ['pages'], reason: 'a page is reached through the route table; it never imports it' },
  { folders: ['routes'], reason: 'route tables import pages; only the app entry assembles them' },
  { folders: ['app'], reason: 'the entry (bootstrap, the route tree): nothing in the app imports it' },
  {
    folders: ['prerender'],
    reason: "the build's renderer draws the entry's pages to HTML: the roof, run by the build alone",
  },
];

const folderOf = (file: string) => file.match(/^src\/([^/]+)\//)?.[1];
const pattern = (folders: readonly string[]) => new RegExp(`^src/(${folders.join('|')})/`);

/** One rule per folder: it may not import the folders beside or above its layer (the roof has none). */
const rules: (LayerRule & { reason: string })[] = LAYERS.flatMap((layer, floor) => {
  const higher = LAYERS.slice(floor).flatMap((other) => other.folders);
  return layer.folders.flatMap((folder) => {
    const forbidden = higher.filter((other) => other !== folder);
    if (forbidden.length === 0) return [];
    const to = pattern(forbidden);
    return [
      { name: `${folder} ↛ ${forbidden.join(', ')}`, from: pattern([folder]), to, reason: layer.reason },
    ];
  });
});

// Every kind of import counts: a lazy `import()` is a dependency too, and a type-only one still
// defines a lower floor in terms of a higher one.
const edges = importGraph(root, 'src');

describe('the portal’s folders point one way', () => {
  test('the graph sees static, dynamic and type-only imports', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(new Set(edges.map((edge) => edge.kind))).toEqual(new Set(['static', 'dynamic', 'type']));
  });

  test('every top-level folder of src/ has a layer', () => {
    const placed = LAYERS.flatMap((layer) => layer.folders);
    const folders = readdirSync(join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !placed.includes(folder))).toEqual([]);
  });

  test.each(rules.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    expect(violations(edges, [rule]), rule.reason).toEqual([]);
  });

  test('nothing imports the entry files at the root of src/ (main.tsx)', () => {
    const entry = { name: 'nothing ↛ src/*.tsx', from: /^src\//, to: /^src\/[^/]+$/ };
    expect(violations(edges, [entry])).toEqual([]);
  });

  test('no cycles between top-level folders of src/', () => {
    expect(groupCycles(edges, folderOf)).toEqual([]);
  });

  test('no cycles between files', () => {
    expect(groupCycles(edges, (file) => (file.startsWith('src/') ? file : undefined))).toEqual([]);
  });
});
