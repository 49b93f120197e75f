// @vitest-environment node
import { describe, expect, test } from 'vitest';

// Frameworks render pages on the server (Next.js, Astro, Remix) and import what the page imports.
describe('importing the widgets where there is no DOM (server-side rendering)', () => {
  test.each([
    ['@facturo/widgets/elements', () => import('../../src/elements')],
    ['@facturo/widgets', () => import('../../src/index')],
  ])('%s imports without throwing and defines nothing', async (_entry, load) => {
    expect(globalThis.HTMLElement).toBeUndefined();
    const module = await load();
    expect(module).toBeTruthy();
    expect(globalThis.customElements).toBeUndefined();
  });
});
