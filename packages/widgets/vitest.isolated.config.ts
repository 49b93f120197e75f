import { defineProject } from 'vitest/config';
import widgets, { ISOLATED_TESTS } from './vitest.config.ts';

// The widget test files that replace modules or leave global state a page cannot undo (see
// ISOLATED_TESTS): each runs in a fresh page and module graph, as every file did before.
export default defineProject({
  ...widgets,
  test: {
    ...widgets.test,
    name: 'widgets-isolated',
    include: ISOLATED_TESTS,
    exclude: [],
    isolate: true,
    // The type tests run once, in `widgets`.
    typecheck: { enabled: false },
  },
});
