import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The script-tag build's manifest (build/build-script-tag.ts). */
export interface ScriptTagManifest {
  /** `facturo.js`: defines the elements; imports everything else on demand. */
  loader: string;
  /** The modules the loader imports, by id (`pricing-table/pricing-table`). */
  entries: Record<string, string>;
  modules: Record<string, { bytes: number; imports: string[]; dynamicImports: string[] }>;
}

/** Gzip size (level 9) of a file of the script-tag build. */
export function gzipBytes(dir: string, file: string): number {
  return gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
}

/** A module and everything it imports statically, each once. */
export function staticClosure(manifest: ScriptTagManifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of manifest.modules[file]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}

/** The session module `facturo.js` imports at once, for `Facturo.ready` and `Facturo.session`. */
const SESSION_ENTRY = 'runtime/core/connection/connections';

/**
 * Gzip bytes of the loader, `facturo.js` (it defines the elements itself, so a page needs nothing
 * else before a widget appears), and, apart, of the session module it imports at once for
 * `Facturo.ready` (every widget needs that module too) with its static imports.
 */
export function loaderBytes(
  dir: string,
  manifest: ScriptTagManifest,
): { bytes: number; files: string[]; sessionBytes: number } {
  const session = manifest.entries[SESSION_ENTRY];
  const sessionFiles = session ? staticClosure(manifest, session) : [];
  return {
    bytes: gzipBytes(dir, manifest.loader),
    files: [manifest.loader],
    sessionBytes: sessionFiles.reduce((sum, file) => sum + gzipBytes(dir, file), 0),
  };
}

/** What a page downloaded: its script-tag files, each counted once, and their gzip bytes. */
export interface FetchedScripts {
  files: string[];
  bytes: number;
  /** Of `bytes`, the React DOM chunk's (shared by every widget). */
  reactBytes: number;
}

/**
 * Gzip bytes of the script-tag files among `scriptPaths` (URL paths recorded in the browser). A chunk
 * fetched twice or shared by several widgets on the page counts once.
 */
export function fetchedBytes(dir: string, scriptPaths: readonly string[]): FetchedScripts {
  const files = [...new Set(scriptPaths)]
    .filter((path) => path.startsWith('/facturo/'))
    .map((path) => path.slice('/facturo/'.length));
  const sizes = new Map(files.map((file) => [file, gzipBytes(dir, file)]));
  const sum = (names: string[]) => names.reduce((total, file) => total + (sizes.get(file) ?? 0), 0);
  return { files, bytes: sum(files), reactBytes: sum(files.filter((file) => file.includes('react-mount'))) };
}

/** Bytes as kB with one decimal, as the table prints them. */
export const kB = (bytes: number) => Math.round((bytes / 1000) * 10) / 10;
