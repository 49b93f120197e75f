import { join } from 'node:path';
import { expect, test } from 'vitest';
import { publicSurface } from '../../../../scripts/lib/public-surface.mjs';

// What partners build on: every name of `@facturo/widgets`, `/elements` and `/design-tokens`, in one
// reviewed file. A change shows in the diff of exports.snapshot.txt (`vitest -u`, and say why).
test('the public surface of @facturo/widgets is the reviewed one', async () => {
  await expect(await publicSurface(join(import.meta.dirname, '..', '..'))).toMatchFileSnapshot(
    './exports.snapshot.txt',
  );
});
