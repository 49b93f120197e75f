import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { HELP_ARTICLES } from '../../packages/portal/src/help/help-articles';
import { flattenRoutes } from '../../packages/portal/src/router/build-routes';
import { appRoutes } from '../../packages/portal/src/routes/index';
import { uniqueEmail } from '../support/api';
import { currentEnvironment } from '../support/environment';
import { expect, test } from '../support/test';
import { englishIn, englishOnlyWords } from './support/english-words';
import { pageProblems } from './support/page-checks';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';
import { buyThroughApi } from './support/portal-purchases';
import { PORTAL_PASSWORD, signUpUser } from './support/portal-users';

/** Every navigation target of the portal. */
const ROUTES = flattenRoutes(appRoutes).filter((route) => !route.index);

/** A concrete URL for every route (parameters filled with the demo data). */
function routePaths(): string[] {
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
async function crawl(page: Page, portal: PortalPage, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const checked = new Set<string>();
  for (const path of paths) {
    await portal.open(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    const landed = routeNameAt(new URL(page.url()).pathname);
    if (checked.has(landed)) continue;
    checked.add(landed);
    const found = await pageProblems(page, `${path} → ${portal.location()}`);
    if (found.length) console.warn(found.join('\n'));
    problems.push(...found);
  }
  return problems;
}

/** Puts the first plan of the landing page in the bag, then checks the bag and the checkout. */
async function bagAndCheckout(page: Page, portal: PortalPage, checkoutStep: string): Promise<string[]> {
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

test.describe('every page reads in Spanish, passes axe and fits a 360 px screen', () => {
  test.setTimeout(600_000);

  test('the detector flags English, hard-coded or not, and lets Spanish, brands and addresses through', () => {
    const english = englishOnlyWords();
    expect(englishIn('Your invoices were paid', english)).toEqual(['your', 'invoices', 'were', 'paid']);
    // Words no catalogue has, as a hard-coded label would bring them.
    expect(englishIn('Loading… Please wait', english)).toEqual(['loading', 'please', 'wait']);
    expect(
      englishIn('Configuración de Facturo con la DIAN, escríbenos a soporte@facturo.co', english),
    ).toEqual([]);
    expect(englishIn('No hay planes sin IVA: el total incluye el plan', english)).toEqual([]);
  });

  test('the landing-only deployment, logged out: every route, the bag, the checkout, each sign-up step', async ({
    page,
    api,
  }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    const problems = await crawl(page, portal, routePaths());
    problems.push(...(await bagAndCheckout(page, portal, 'Inicia sesión para continuar')));

    const email = uniqueEmail('registro-es');
    await portal.open('/register');
    // `/register` opens the widget on the sign-up itself.
    await portal.login.signUp({
      firstName: 'Lina',
      firstSurname: 'Ospina',
      email,
      password: PORTAL_PASSWORD,
    });
    await expect(portal.login.heading).toHaveText('Revisa tu correo');
    problems.push(...(await pageProblems(page, 'sign-up, the code')));
    await portal.open(`/verify-email?email=${encodeURIComponent(email)}`);
    await expect(portal.login.heading).toHaveText('Revisa tu correo');
    await portal.login.verify(await api.latestCode(email));
    await expect(portal.login.heading).toHaveText('Completa tus datos');
    problems.push(...(await pageProblems(page, 'sign-up, personal information')));
    // Left halfway and opened again: the personal step resumes.
    await portal.open('/personal-info');
    await expect(portal.login.heading).toHaveText('Completa tus datos');
    expect(problems).toEqual([]);
  });

  test('the landing-only deployment, a customer with payments: customer area, payment results, checkout', async ({
    page,
    request,
    api,
  }) => {
    const buyer = await signUpUser(request, api, 'cliente-es', 'Daniela');
    // Points of sale (sold by the unit): the bag below holds an electronic invoicing plan, still buyable.
    const paid = await buyThroughApi(request, api, buyer, ['APRO', 'OTHE'], 1);
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    await portal.logIn(buyer.email, buyer.password);
    await expect(page).not.toHaveURL(/\/login/);
    const problems = await crawl(page, portal, routePaths());

    const result = page.locator('[data-facturo-widget="checkout"]');
    for (const [card, title] of [
      ['APRO', 'Pago realizado con éxito'],
      ['OTHE', 'Pago rechazado'],
    ] as const) {
      await portal.open(`/payments?payment=${paid[card]?.id}`);
      await expect(result.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      problems.push(...(await pageProblems(page, `payment result ${card}`)));
    }
    problems.push(...(await bagAndCheckout(page, portal, 'Datos de facturación')));

    // A payment is in process only for a few seconds (the sandbox settles it): pay with CONT in the
    // checkout, which opens the result at once, and read it as soon as it shows.
    const checkout = page.locator('[data-facturo-widget="checkout"]');
    await checkout.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await checkout.getByLabel('Municipio').selectOption({ label: 'Medellín' });
    await checkout.getByLabel('Dirección', { exact: true }).fill('Calle 50 # 45-20');
    await checkout.getByRole('button', { name: 'Continuar al pago' }).click();
    const card = page.frameLocator('iframe[title^="Datos de la tarjeta"]');
    await card.getByLabel('Número de la tarjeta').fill('4013 5406 8274 6260');
    await card.getByLabel('Vencimiento (MM/AA)').fill('11/30');
    await card.getByLabel('Código de seguridad').fill('123');
    await card.getByLabel('Nombre como aparece en la tarjeta').fill('CONT');
    await checkout.getByRole('button', { name: /^Pagar / }).click();
    await expect(result.getByRole('heading', { name: 'Pago en proceso', exact: true })).toBeVisible();
    problems.push(...(await pageProblems(page, 'payment result CONT', { axe: false })));
    expect(problems).toEqual([]);
  });

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
