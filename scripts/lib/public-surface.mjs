// The public surface of a package, for the export snapshot tests: every name each `exports` entry
// offers, values read by importing the entry, types read from its explicit barrel (`export type {…}`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * One line per name, sorted: `<entry> <name> (value|type)`.
 * @param {string} packageDir
 * @returns {Promise<string>}
 */
export async function publicSurface(packageDir) {
  const { name, exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const lines = [];
  for (const [subpath, target] of Object.entries(exports)) {
    const source = typeof target === 'object' ? target['@facturo/source'] : undefined;
    if (!source) continue;
    const entry = `${name}${subpath.slice(1)}`;
    const file = join(packageDir, source);
    const values = Object.keys(await import(pathToFileURL(file).href));
    const types = [...readFileSync(file, 'utf8').matchAll(/export\s+type\s+\{([^}]*)\}/g)].flatMap((match) =>
      match[1]
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )
        .filter(Boolean),
    );
    for (const value of values) lines.push(`${entry} ${value} (value)`);
    for (const type of types) lines.push(`${entry} ${type} (type)`);
  }
  return `${lines.sort().join('\n')}\n`;
}
