import { test as base, expect } from '@playwright/test';
import { ApiHelper } from './api';
import { currentEnvironment, type E2eEnvironment } from './environment';

/** Problems a page reported: uncaught errors and Content-Security-Policy violations. */
export interface PageProblems {
  errors: string[];
  cspViolations: string[];
}

interface Fixtures {
  env: E2eEnvironment;
  api: ApiHelper;
  /** Collected for every test; the test fails at the end if the page threw or broke its CSP. */
  pageProblems: PageProblems;
}

/**
 * The `test` every journey uses: the run's addresses, an API helper, and a guard that fails any test
 * whose page threw an error or violated its Content-Security-Policy (widgets must never need
 * `'unsafe-inline'` or `eval`). Tests that provoke one on purpose clear `pageProblems` themselves.
 */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  env: async ({}, use) => use(currentEnvironment()),
  api: async ({ request }, use) => use(new ApiHelper(request)),
  pageProblems: [
    async ({ page }, use) => {
      const problems: PageProblems = { errors: [], cspViolations: [] };
      page.on('pageerror', (error) => problems.errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          problems.cspViolations.push(message.text());
        }
      });
      await use(problems);
      expect(problems.errors, 'uncaught page errors').toEqual([]);
      expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
