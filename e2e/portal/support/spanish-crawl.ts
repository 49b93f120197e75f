import type { Page } from '@playwright/test';
import { HELP_ARTICLES } from '../../../packages/portal/src/help/help-articles';
import { flattenRoutes } from '../../../packages/portal/src/router/build-routes';
import { appRoutes } from '../../../packages/portal/src/routes/index';
import { expect } from '../../support/test';
import { NetworkQuiet } from './network-quiet';
import { pageProblems } from './page-checks';
import type { PortalPage } from './portal-page';

// The Spanish-page crawl, shared by its three files (landing logged out, a customer, the full app),
// which Playwright runs on different workers.

/** Every navigation target of the portal. */
const ROUTES = flattenRoutes(appRoutes).filter((route) => !route.index);

/** A concrete URL for every route (parameters filled with the demo data). */
export function routePaths(): string[] {
  const fill: Record<string, string> = {
    name: 'salud-del-aburra',
    tab: 'members',
    title: HELP_ARTICLES[0]?.slug ?? '',
    error: 'prueba',
  };
  const paths = ROUTES.map((route) =>
    route.fullPath
      .replace(/:(\w+)\??/g, (_m, key: string) => fill[key] ?? key)
      .replace('*', 'ruta-que-no-existe'),
  );
  return [...new Set(paths)];
}

/** The name of the route at `pathname` (where the guard let the visitor land); the catch-all last. */
function routeNameAt(pathname: string): string {
  const pattern = (path: string) =>
    new RegExp(
      `^${path
        .replace(/:\w+\??/g, '[^/]+')
        .replace('*', '.*')
        .replace(/\/$/, '')}/?$`,
    );
  const route =
    ROUTES.find((candidate) => candidate.fullPath !== '*' && pattern(candidate.fullPath).test(pathname)) ??
    ROUTES.find((candidate) => candidate.fullPath === '*');
  return route?.handle.name ?? pathname;
}

/**
 * Every route of the deployment: the guard decides where each lands, and each page landed on is
 * checked once (in landing-only mode most routes land on the same landing page or login).
 */
export async function crawl(page: Page, portal: PortalPage, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const checked = new Set<string>();
  const network = new NetworkQuiet(page);
  const landedAt = () => routeNameAt(new URL(page.url()).pathname);
  try {
    for (const path of paths) {
      await portal.open(path);
      await expect(page.locator('main')).toBeVisible();
      // Where the guard sends the visitor is known once the session and route requests are answered
      // (a redirect follows them at once): most addresses land on a page already checked, and
      // waiting for Playwright's full 500 ms of network silence on each cost ~0.5 s a visit.
      await network.settled(LANDING_QUIET_MS);
      if (checked.has(landedAt())) continue;
      // A page to check is read once everything it loads has arrived.
      await page.waitForLoadState('networkidle');
      const landed = landedAt();
      if (checked.has(landed)) continue;
      checked.add(landed);
      const found = await pageProblems(page, `${path} → ${portal.location()}`);
      if (found.length) console.warn(found.join('\n'));
      problems.push(...found);
    }
  } finally {
    network.dispose();
  }
  return problems;
}

/** The network silence after which the crawl reads where a visit landed (`networkidle` waits 500 ms). */
const LANDING_QUIET_MS = 200;

/** Puts the first plan of the landing page in the bag, then checks the bag and the checkout. */
export async function bagAndCheckout(
  page: Page,
  portal: PortalPage,
  checkoutStep: string,
): Promise<string[]> {
  await portal.open('/landing-page#pricing');
  await page
    .locator('[data-facturo-widget="pricing-table"]')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Elegir plan/ })
    .click();
  await expect(page).toHaveURL(/\/checkout-cart$/);
  const checkout = page.locator('[data-facturo-widget="checkout"]');
  await expect(checkout.getByRole('heading', { name: 'Tu carrito', exact: true })).toBeVisible();
  const problems = await pageProblems(page, 'the bag with a plan');
  await checkout.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(checkout.getByText(checkoutStep, { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  problems.push(...(await pageProblems(page, `the checkout with a plan (${checkoutStep})`)));
  return problems;
}
