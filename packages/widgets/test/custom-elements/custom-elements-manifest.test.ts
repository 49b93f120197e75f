import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { customElementsManifest, ELEMENTS_MODULE } from '../../build/custom-elements-manifest';
import type { CustomElementsManifest } from '../../build/custom-elements-manifest.types';
import * as elements from '../../src/elements';
import { FACTURO_WIDGETS } from '../../src/widgets';

// custom-elements.json is what editors and framework tooling read to know the `<facturo-…>`
// elements (package.json "customElements"). These tests compare it with the code from two sides:
// the generator run again over today's source, and the running elements and widget code themselves,
// so an element, attribute or event added or removed on either side fails here.
const packageDir = path.resolve(import.meta.dirname, '../..');
const written = JSON.parse(
  readFileSync(path.join(packageDir, 'custom-elements.json'), 'utf8'),
) as CustomElementsManifest;
const declarations = written.modules.flatMap((module) => module.declarations);
const declaration = (tag: string) => declarations.find((each) => each.tagName === tag);
const HOW_TO_FIX = 'run `pnpm --filter @facturo/widgets custom-elements` and commit custom-elements.json';

/** Every source file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The events a widget folder's code dispatches: `emit('facturo-…', …)`. */
function emittedEvents(folder: string): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(packageDir, 'src', folder))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bemit\(\s*'(facturo-[a-z-]+)'/g))
      names.add(match[1] as string);
  }
  return [...names].sort();
}

describe('custom-elements.json', () => {
  test('is the manifest the source gives today', { timeout: 60_000 }, () => {
    expect(customElementsManifest(packageDir), HOW_TO_FIX).toEqual(written);
  });

  test('uses schema 1.0.0 and is the package\u2019s "customElements", shipped in its files', () => {
    const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    expect(written.schemaVersion).toBe('1.0.0');
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg.files).toContain('custom-elements.json');
    expect(written.modules.map((module) => module.path)).toEqual([ELEMENTS_MODULE]);
    expect(pkg.exports['./elements'].import).toBe(`./${ELEMENTS_MODULE}`);
  });

  test('lists every element the code defines, and no other, with the class the elements entry exports', () => {
    expect(declarations.map((each) => each.tagName).sort(), HOW_TO_FIX).toEqual(
      Object.keys(elements.FACTURO_ELEMENTS).sort(),
    );
    for (const each of declarations) {
      const exported = (elements as Record<string, unknown>)[each.name];
      expect(exported, `${each.name} (${each.tagName})`).toBe(
        elements.FACTURO_ELEMENTS[each.tagName as keyof typeof elements.FACTURO_ELEMENTS],
      );
      expect(written.modules[0]?.exports).toContainEqual({
        kind: 'custom-element-definition',
        name: each.tagName,
        declaration: { name: each.name, module: ELEMENTS_MODULE },
      });
    }
  });

  test.each(FACTURO_WIDGETS.map((widget) => [widget.frame.tag]))(
    '<%s>: its attributes are the ones the element observes',
    (tag) => {
      const observed = (
        elements.FACTURO_ELEMENTS[tag as keyof typeof elements.FACTURO_ELEMENTS] as unknown as {
          observedAttributes: string[];
        }
      ).observedAttributes;
      const listed = declaration(tag)?.attributes ?? [];
      expect(listed.map((attribute) => attribute.name).sort(), HOW_TO_FIX).toEqual([...observed].sort());
      for (const attribute of listed) {
        expect(attribute.type.text, `${tag} ${attribute.name}`).not.toBe('');
        expect(attribute.description, `${tag} ${attribute.name} needs JSDoc on its prop`).toBeTruthy();
      }
    },
  );

  test.each(FACTURO_WIDGETS.map((widget) => [widget.frame.tag, widget.frame.tag.replace(/^facturo-/, '')]))(
    '<%s>: its events are the ones its code dispatches, each with a typed detail',
    (tag, folder) => {
      const listed = declaration(tag)?.events ?? [];
      expect(listed.map((event) => event.name).sort(), HOW_TO_FIX).toEqual(emittedEvents(folder));
      for (const event of listed) {
        expect(event.type.text, event.name).toMatch(/^CustomEvent<\w+Detail>$/);
        expect(event.description, event.name).toMatch(/Detail: `\{ .+ \}`\.$/);
      }
    },
  );

  test('names the theming properties with their defaults', () => {
    const checkout = declaration('facturo-checkout')?.cssProperties ?? [];
    expect(checkout).toContainEqual(expect.objectContaining({ name: '--facturo-radius', default: '12px' }));
    expect(checkout).toContainEqual(
      expect.objectContaining({ name: '--facturo-sticky-top', default: '16px' }),
    );
    // Only the checkout reads the sticky offset.
    expect(declaration('facturo-login')?.cssProperties.map((property) => property.name)).not.toContain(
      '--facturo-sticky-top',
    );
  });

  test('every element, attribute and event it lists is in the README’s Elements table', () => {
    const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Elements'), readme.indexOf('## Themes'));
    for (const each of declarations) {
      const row = table.split('\n').find((line) => line.startsWith(`| \`<${each.tagName}>\``));
      expect(row, `README.md: a row for <${each.tagName}>`).toBeDefined();
      const shared = /Every element takes ([\s\S]+?)\. Its own/.exec(table)?.[1] ?? '';
      for (const attribute of each.attributes)
        expect(`${row} ${shared}`, `README.md: ${each.tagName} ${attribute.name}`).toContain(
          `\`${attribute.name}\``,
        );
      for (const event of each.events) expect(row, `README.md: ${event.name}`).toContain(`\`${event.name}\``);
    }
  });
});
