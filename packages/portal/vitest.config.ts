import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  // vanilla-extract must compile `.css.ts` files here too, or importing a page throws.
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'portal',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['test/support/setup.ts'],
    // The files of a worker share one page and one module graph, as the widgets' do: a fresh jsdom
    // and a fresh import of React, the router and the pages per file cost more than the tests (this
    // project took 148 s isolated, 45 s shared). Each test renders the portal with services, storage,
    // cookies and an API of its own (test/support/render-portal.tsx), and the setup file cleans the
    // page, storage and mocks after every test; no file replaces modules.
    isolate: false,
    // A page's first render loads its chunk; async queries wait up to 10 s (see the setup file).
    testTimeout: 20_000,
  },
});
