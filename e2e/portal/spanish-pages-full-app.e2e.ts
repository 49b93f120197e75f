import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentEnvironment } from '../support/environment';
import { expect, test } from '../support/test';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';
import { bagAndCheckout, crawl, routePaths } from './support/spanish-crawl';

// The Spanish-page crawl of the full app, as the demo clinic's owner (runs with the other journeys
// on the demo clinic: see playwright.config.ts).
test.describe('every page reads in Spanish, passes axe and fits a 360 px screen', () => {
  test.setTimeout(600_000);

  test('the full app, as the demo clinic’s owner', async ({ page }) => {
    const { dataDir } = currentEnvironment();
    const credentials = JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8')) as {
      accounts: { role: string; email: string; password: string }[];
    };
    const owner = credentials.accounts.find((account) => account.role === 'owner');
    expect(owner, 'the demo owner the API seeds (SEED_DEMO)').toBeTruthy();
    const portal = new PortalPage(page, currentPortal().appOrigin);
    await portal.logIn(owner?.email ?? '', owner?.password ?? '');
    await expect(page).not.toHaveURL(/\/login/);
    const problems = await crawl(page, portal, routePaths());
    problems.push(...(await bagAndCheckout(page, portal, 'Datos de facturación')));
    expect(problems).toEqual([]);
  });
});
