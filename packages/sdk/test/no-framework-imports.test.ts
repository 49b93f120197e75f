import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const sourceDir = join(import.meta.dirname, '..', 'src');
const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.tsx?$/.test(file),
);
const importsOf = (file: string) =>
  [...readFileSync(join(sourceDir, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] as string,
  );

describe('the sdk stays framework-free', () => {
  test('there are source files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  test.each(files)('%s imports no React, Preact or Node built-in', (file) => {
    const forbidden = importsOf(file).filter((specifier) =>
      /^(react|react-dom|preact|@preact\/signals-react)(\/|$)|^node:/.test(specifier),
    );
    expect(forbidden).toEqual([]);
  });

  test('no source file reaches for window or document at module level', async () => {
    // Importing the whole package in this Node environment (no window, no document) must not throw.
    expect(globalThis.window).toBeUndefined();
    expect(globalThis.document).toBeUndefined();
    const sdk = await import('../src/index');
    expect(typeof sdk.createSession).toBe('function');
  });
});
