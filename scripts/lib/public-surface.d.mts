/** One line per public name of a package's `exports` entries: `<entry> <name> (value|type)`. */
export function publicSurface(packageDir: string): Promise<string>;
