import { demoOwner } from '../support/demo-accounts';
import { expect, test } from '../support/test';
import { logInToFullApp } from './support/full-app-session';
import { bagAndCheckout, crawl, routePaths } from './support/spanish-crawl';

// The Spanish-page crawl of the full app, as the demo clinic's owner (runs with the other journeys
// on the demo clinic: see playwright.config.ts).
test.describe('every page reads in Spanish, passes axe and fits a 360 px screen', () => {
  test.setTimeout(600_000);

  test('the full app, as the demo clinic’s owner', async ({ page }) => {
    const portal = await logInToFullApp(page, demoOwner());
    const problems = await crawl(page, portal, routePaths());
    problems.push(...(await bagAndCheckout(page, portal, 'Datos de facturación')));
    expect(problems).toEqual([]);
  });
});
