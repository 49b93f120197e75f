// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { downloadGroups } from '../../build/download-groups';

let srcDir = '';

beforeAll(async () => {
  srcDir = await mkdtemp(path.join(tmpdir(), 'download-groups-'));
  await writeFile(path.join(srcDir, 'screens.ts'), "export const screens = 'screens';\n");
  await writeFile(path.join(srcDir, 'checks.ts'), "export const checks = 'checks';\n");
  await writeFile(
    path.join(srcDir, 'main.ts'),
    "export const load = () => Promise.all([import('./screens'), import('./checks')]);\n",
  );
});

afterAll(() => rm(srcDir, { recursive: true, force: true }));

async function entriesOf(groups: readonly (readonly string[])[]) {
  const result = await build({
    entryPoints: [path.join(srcDir, 'main.ts')],
    bundle: true,
    format: 'esm',
    splitting: true,
    write: false,
    outdir: path.join(srcDir, 'out'),
    metafile: true,
    logLevel: 'silent',
    plugins: [downloadGroups(srcDir, groups)],
  });
  return Object.values(result.metafile.outputs).filter((output) => output.entryPoint);
}

describe('downloadGroups', () => {
  test('two lazy modules are two downloads without a group', async () => {
    expect(await entriesOf([])).toHaveLength(3);
  });

  test('a group makes them one download that exports both', async () => {
    const entries = await entriesOf([['screens', 'checks']]);
    expect(entries).toHaveLength(2);
    const group = entries.find((output) => output.entryPoint?.includes('screens'));
    expect(group?.exports.sort()).toEqual(['checks', 'screens']);
  });

  test('a member that is not a module fails the build with its id', () => {
    expect(() => downloadGroups(srcDir, [['screens', 'missing']])).toThrow(/missing is not a module/);
  });
});
