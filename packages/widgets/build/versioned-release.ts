import { createHash } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The folder of a version under the script-tag build: `v0.1.0`. */
export const versionFolder = (version: string) => `v${version}`;

/**
 * The Subresource Integrity value of a file, `sha384-<base64>`: what a partner puts in the script
 * tag's `integrity` attribute, so the browser refuses a `facturo.js` that differs by one byte.
 */
export async function subresourceIntegrity(file: string): Promise<string> {
  const digest = createHash('sha384')
    .update(await readFile(file))
    .digest('base64');
  return `sha384-${digest}`;
}

/**
 * Copies the finished script-tag build (loader, chunks, fonts, manifest) into `v<version>/` inside
 * it. The loader resolves its modules and fonts against its own URL, so the copy works unchanged
 * from that path; unlike the top-level `facturo.js` (revalidated, always the newest build), nothing
 * under a version folder ever changes once published, so it can be cached for good and pinned with
 * an `integrity` hash.
 * @returns the version folder's path
 */
export async function copyAsVersion(outDir: string, version: string): Promise<string> {
  const target = path.join(outDir, versionFolder(version));
  const items = (await readdir(outDir)).filter((name) => !/^v\d/.test(name));
  for (const name of items) await cp(path.join(outDir, name), path.join(target, name), { recursive: true });
  return target;
}
