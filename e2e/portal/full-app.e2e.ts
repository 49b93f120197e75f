import { demoOwner } from '../support/demo-accounts';
import { expect, test } from '../support/test';
import { customize, logInToFullApp } from './support/full-app-session';
import { everyAxeViolation } from './support/page-checks';

// The full app on the demo clinic the API seeds, in the demo clinic's chain (playwright.config.ts);
// the journeys of new users are in full-app-accounts.e2e.ts.

test.describe('portal, full app (justLandingPage: false)', () => {
  test('the dashboard (charts and their tables) and the invoice page have no axe violation of any impact', async ({
    page,
  }) => {
    const owner = demoOwner();
    const portal = await logInToFullApp(page, owner);
    await portal.open('/accounts/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gasto mes a mes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await everyAxeViolation(page), 'the dashboard').toEqual([]);
    // Each chart's button turns into "Ver como gráfico" once pressed: press the first one left each time.
    const toggles = page.getByRole('button', { name: 'Ver como tabla' });
    for (let left = await toggles.count(); left > 0; left -= 1) await toggles.first().click();
    await expect(toggles).toHaveCount(0);
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await everyAxeViolation(page), 'the dashboard, charts read as tables').toEqual([]);

    await portal.open('/accounts/billing/invoice-list');
    const invoices = page.locator('[data-facturo-widget="invoice-list"]');
    await expect(invoices.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await everyAxeViolation(page), 'the invoice page').toEqual([]);
  });

  test('a page’s code starts downloading when the pointer rests on its menu link, before the click', async ({
    page,
  }) => {
    const portal = await logInToFullApp(page, demoOwner());
    await portal.open('/accounts/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const invoicesPage = /\/invoice-list-page-[\w-]+\.js$/;
    const loadedSoFar = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(
      loadedSoFar.filter((path) => invoicesPage.test(path)),
      'not loaded before the hover',
    ).toEqual([]);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const link = page.getByRole('navigation').getByRole('link', { name: 'Facturas', exact: true });
    await link.hover();
    // The bootstrap's warmOnIntent → warmUpRoute wiring: the hover alone asks for the page's chunk.
    await expect.poll(() => requested.some((path) => invoicesPage.test(path))).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/accounts\/billing\/invoice-list$/);
    await expect(page.locator('[data-facturo-widget="invoice-list"]').getByRole('row').nth(1)).toBeVisible();
  });

  test('a fixed-height page fills the screen exactly, with the vertical and the horizontal menu', async ({
    page,
  }) => {
    const owner = demoOwner();
    const portal = await logInToFullApp(page, owner);
    for (const layout of ['Lateral', 'Superior']) {
      await customize(page, layout);
      await portal.open('/patients');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const fit = await page.evaluate(() => {
        const footer = document.querySelector('main ~ footer') as HTMLElement;
        const scrolling = document.scrollingElement ?? document.documentElement;
        return {
          footerBottom: Math.round(footer.getBoundingClientRect().bottom),
          pageHeight: scrolling.scrollHeight,
          viewport: window.innerHeight,
        };
      });
      expect(fit, layout).toEqual({
        footerBottom: fit.viewport,
        pageHeight: fit.viewport,
        viewport: fit.viewport,
      });
    }
  });
});
