// `pnpm --filter @facturo/portal fonts` (and the first step of `build`): writes the Public Sans subsets
// and their stylesheet into src/styles/ (see font-subset.mjs). The output is deterministic, so a run
// that changes nothing leaves the files alone; they are committed, so `vite dev` and the tests work
// without a build.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FONT_WEIGHTS,
  fontFaceCss,
  fontFileName,
  missingFromSubset,
  sourceFont,
  subsetPublicSans,
} from './font-subset.mjs';

const styles = join(import.meta.dirname, '..', 'src', 'styles');

/** Writes `content` to `file` unless it already holds exactly that; says whether it wrote. */
async function writeIfChanged(file, content) {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(Buffer.from(content))) return false;
  await writeFile(file, content);
  return true;
}

for (const weight of FONT_WEIGHTS) {
  const source = await sourceFont(weight);
  const subset = await subsetPublicSans(weight);
  const missing = await missingFromSubset(source, subset);
  if (missing.length) {
    throw new Error(
      `The Public Sans ${weight} subset lost ${missing.join(' ')}: check FONT_TEXT in scripts/font-subset.mjs.`,
    );
  }
  const changed = await writeIfChanged(join(styles, 'fonts', fontFileName(weight)), subset);
  console.info(
    `Public Sans ${weight}: ${source.length} → ${subset.length} bytes${changed ? ' (written)' : ''}`,
  );
}
await writeIfChanged(join(styles, 'fonts.css'), fontFaceCss());
