import { join } from 'node:path';
import { expect, test } from 'vitest';
import { publicSurface } from '../../../../scripts/lib/public-surface.mjs';

// Every name the sdk's entries offer, in one reviewed file: adding or removing a public name shows in
// the diff of exports.snapshot.txt (update it with `vitest -u` and say why in the commit).
test('the public surface of @facturo/sdk is the reviewed one', async () => {
  await expect(await publicSurface(join(import.meta.dirname, '..', '..'))).toMatchFileSnapshot(
    './exports.snapshot.txt',
  );
});
