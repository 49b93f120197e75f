// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { firstLoadReach } from '../../scripts/first-load-reach.mjs';

// A module graph as Rolldown's chunking context shows it: each module with its static importers.
const GRAPH: Record<string, { isEntry?: boolean; importers: string[] }> = {
  'main.tsx': { isEntry: true, importers: [] },
  'shell.tsx': { importers: ['main.tsx'] },
  'front-layout.tsx': { importers: [] }, // lazily loaded: no static importer
  'landing-page.tsx': { importers: [] },
  'app-page.tsx': { importers: [] },
  'icons.ts': { importers: ['front-layout.tsx', 'app-page.tsx'] },
  'IconSun.mjs': { importers: ['icons.ts'] },
  'IconClinic.mjs': { importers: ['app-page.tsx'] },
  'IconMenu.mjs': { importers: ['shell.tsx'] },
  'IconDeep.mjs': { importers: ['hero.tsx'] },
  'hero.tsx': { importers: ['landing-page.tsx'] },
  // An import cycle away from any root.
  'a.ts': { importers: ['b.ts'] },
  'b.ts': { importers: ['a.ts'] },
  'IconCycle.mjs': { importers: ['a.ts'] },
};

const graph = {
  getModuleInfo: (id: string) => {
    const info = GRAPH[id];
    return info ? { isEntry: info.isEntry ?? false, importers: info.importers } : null;
  },
};
const isRoot = (id: string) => id === 'front-layout.tsx' || id === 'landing-page.tsx';

describe('firstLoadReach (which icons the landing page’s first load can reach)', () => {
  test.each([
    ['IconMenu.mjs', true, 'imported by the entry’s static graph'],
    ['IconSun.mjs', true, 'through a module a root imports (a barrel)'],
    ['IconDeep.mjs', true, 'two static imports below a lazily loaded root'],
    ['IconClinic.mjs', false, 'only the signed-in app imports it'],
    ['IconCycle.mjs', false, 'in an import cycle no root reaches'],
    ['unknown.mjs', false, 'not in the graph'],
  ])('%s → %s (%s)', (id, expected) => {
    expect(firstLoadReach(isRoot)(id, graph)).toBe(expected);
  });

  test('answers each module once, then from memory', () => {
    let asked = 0;
    const counting = {
      getModuleInfo: (id: string) => {
        asked += 1;
        return graph.getModuleInfo(id);
      },
    };
    const reach = firstLoadReach(isRoot);
    expect(reach('IconDeep.mjs', counting)).toBe(true);
    const first = asked;
    expect(reach('IconDeep.mjs', counting)).toBe(true);
    expect(asked).toBe(first);
  });
});
