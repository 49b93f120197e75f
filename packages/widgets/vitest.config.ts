import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

/**
 * Test files that must run in a fresh module graph and page of their own (`widgets-isolated`, see
 * vitest.isolated.config.ts): they replace modules (`vi.mock`, `vi.doMock`, `vi.resetModules`),
 * register custom elements (the registry outlives a test: a name is defined once per page), leave
 * elements in `document.head`, or count the listeners of a stubbed `matchMedia` (the colour-scheme
 * watcher subscribes once per module graph). Every other file shares its worker's page and modules.
 */
export const ISOLATED_TESTS = [
  'test/checkout/checkout-answers.test.tsx',
  'test/checkout/checkout-pse.test.tsx',
  'test/checkout/checkout-mercadopago.test.tsx',
  'test/invoice-list/invoice-list-answers.test.tsx',
  'test/script-tag/script-tag.test.ts',
  'test/script-tag/early-downloads.test.tsx',
  'test/runtime/widget-root.test.tsx',
  'test/runtime/recaptcha.test.ts',
  'test/elements/widget-element.test.tsx',
  'test/elements/widget-element-class.test.ts',
  'test/elements/mount-unmount.test.tsx',
];

export default defineProject({
  ...sourceResolution,
  // vanilla-extract must compile `.css.ts` files here too, or importing a widget throws.
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'widgets',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
    environment: 'jsdom',
    setupFiles: ['test/support/setup.ts'],
    // A worker starts jsdom and imports React, the sdk and the widgets once for all its files instead
    // of once per file (most of this project's time). The setup file empties the page, configuration,
    // connections, caches, storage, stubs and timers after every test, so what one file leaves behind
    // another does not see; the files that change more than that run in `widgets-isolated`.
    isolate: false,
    // Component journeys type into real inputs; leave room for a loaded 2-core machine.
    testTimeout: 15_000,
    // Type tests run here by default; `npm test` turns them off (FACTURO_TYPE_TESTS_IN_TSC=1) because its
    // type-check step (`tsc -b`, tsconfig.test.json includes test/) already compiles them, and a wrong type
    // fails it there: a second compiler pass over the package's source would only double the work.
    typecheck: {
      enabled: process.env.FACTURO_TYPE_TESTS_IN_TSC !== '1',
      include: ['test/**/*.test-d.{ts,tsx}'],
      tsconfig: './tsconfig.vitest.json',
    },
  },
});
