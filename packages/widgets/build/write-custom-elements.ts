// `pnpm --filter @facturo/widgets custom-elements` (and every build): writes custom-elements.json,
// the Custom Elements Manifest of the `<facturo-…>` elements, from the widgets' source.
// test/custom-elements/custom-elements-manifest.test.ts fails while the written file is out of date.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { customElementsManifest } from './custom-elements-manifest';

const packageDir = path.resolve(import.meta.dirname, '..');
const manifest = customElementsManifest(packageDir);
const file = path.join(packageDir, 'custom-elements.json');
const text = `${JSON.stringify(manifest, null, 2)}\n`;
// Written only when it changes: `npm test` lints (Biome reads this file) while the build runs.
if ((await readFile(file, 'utf8').catch(() => '')) !== text) await writeFile(file, text);
const elements = manifest.modules.flatMap((module) => module.declarations);
console.info(
  `custom-elements.json: ${elements.length} elements, ${elements.reduce((sum, element) => sum + element.attributes.length, 0)} attributes, ${elements.reduce((sum, element) => sum + element.events.length, 0)} events`,
);
