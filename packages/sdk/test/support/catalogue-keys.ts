import type { TextTree } from '../../src/i18n/catalogue-lookup';

/**
 * Every key of a catalogue (plural forms folded into their base key, `documentsPerYear_one` →
 * `documentsPerYear`), with the names of the placeholders its texts use: what the translator tests
 * ask every key for, with a value for each placeholder.
 */
export function catalogueKeys(tree: TextTree, prefix = '', found = new Map<string, Set<string>>()) {
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (value === undefined) continue;
    if (typeof value === 'object') catalogueKeys(value, `${key}.`, found);
    else {
      const names = found.get(key) ?? new Set<string>();
      for (const match of value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) names.add(match[1] as string);
      found.set(key, names);
    }
  }
  return found;
}
