import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const sourceDir = join(import.meta.dirname, '..', '..', 'src');
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
    const { exports } = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
    );
    const entries = Object.values(exports as Record<string, { '@facturo/source'?: string }>)
      .map((target) => target['@facturo/source'])
      .filter((source): source is string => Boolean(source));
    expect(entries.length).toBeGreaterThan(10);
    for (const source of entries) await import(join(import.meta.dirname, '..', '..', source));
    const { createSession } = await import('../../src/session/index');
    expect(typeof createSession).toBe('function');
  });
});
